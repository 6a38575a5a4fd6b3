// A static page's one content entry: its path, its metadata and, for a page of plain copy, the copy itself.
// Each lives in its own module under ./pages/, which only its route file imports (the route's loader for the
// metadata, the page component for the copy), so no page's entry is part of the site's first load.
// The prerenderer, the sitemap and the tests read every entry through ./static-pages.gen.ts.
import type { RouteMeta } from './route-meta';
import type { PageContent } from './types';

export interface PageEntry {
  /** The page's path, as its route file names it in `createFileRoute` (tests/unit/route-meta.test.ts checks both). */
  path: string;
  meta: RouteMeta;
}

/** A page whose body is its hero and blocks; templates with their own sections take the rest from their modules. */
export interface CopyPageEntry extends PageEntry, PageContent {}
