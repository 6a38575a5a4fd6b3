// A static page's one content entry: its template, its metadata and, for a page of plain copy, the copy itself.
// The entry's place under ./pages/ is the page's address (pages/solutions/enterprise/data-ai.ts serves
// /solutions/enterprise/data-ai, pages/solutions/index.ts serves /solutions); scripts/page-routes.ts writes the
// route file of each entry from it, so no page spells its path anywhere else.
import type { RouteMeta } from './route-meta';
import type { PageContent } from './types';

/** The templates a static page can use (src/templates/); scripts/page-routes.ts maps each to its component. */
export const pageTemplates = [
  'home',
  'content',
  'service',
  'contact',
  'blog',
  'case-studies',
  'digital-workforce',
] as const;

export type PageTemplate = (typeof pageTemplates)[number];

export interface PageEntry {
  /** Which template draws the page. */
  template: PageTemplate;
  meta: RouteMeta;
}

/** A page whose body is its hero and blocks; templates with their own sections take the rest from their modules. */
export interface CopyPageEntry extends PageEntry, PageContent {}

/** An entry with its path, as src/content/static-pages.gen.ts lists it for the prerenderer and the tests. */
export type StaticPage<Entry extends PageEntry = PageEntry> = Entry & { path: string };
