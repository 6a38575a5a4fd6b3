// A static page's route component: the page template given the page's entry (its path, metadata and copy).
// A route file then names its path once, in `createFileRoute`, and its page once, in the entry it imports.
import type { ComponentType } from 'react';
import type { PageEntry } from '@/content/page-entry';

export interface StaticPageProps<Entry extends PageEntry = PageEntry> {
  page: Entry;
}

export function staticPage<Entry extends PageEntry>(Page: ComponentType<StaticPageProps<Entry>>, entry: Entry) {
  return function StaticPage() {
    return <Page page={entry} />;
  };
}
