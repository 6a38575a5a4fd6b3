// A static page's route component: the page template given the page's entry (its metadata and copy) and its
// path. The route files that use it are written from the entries by scripts/page-routes.ts.
import type { ComponentType } from 'react';
import type { PageEntry } from '@/content/page-entry';

export interface StaticPageProps<Entry extends PageEntry = PageEntry> {
  page: Entry;
  /** The page's address, from the entry's place under src/content/pages/. */
  path: string;
}

export function staticPage<Entry extends PageEntry>(
  Page: ComponentType<StaticPageProps<Entry>>,
  entry: Entry,
  path: string,
) {
  return function StaticPage() {
    return <Page page={entry} path={path} />;
  };
}
