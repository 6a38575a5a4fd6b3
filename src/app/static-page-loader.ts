// What a static page's loader returns: the metadata of its entry. The route file imports the entry into its
// loader (a chunk of its own), so the entry chunk carries no page's metadata; `head()` reads it from here.
import type { PageEntry } from '@/content/page-entry';
import type { StaticPageData } from './route-head';

export const staticPageData = (entry: PageEntry): StaticPageData => ({ meta: entry.meta });
