// The loader of a static page: its metadata row, found by the path the route file declares. It is split into
// its own chunk with the table, so the entry carries no page's metadata.
import { staticMeta } from '@/content/static-route-meta';
import { routePath, type StaticPageData } from './route-head';

export const loadStaticPage = ({ route }: { route: { fullPath: string } }): StaticPageData => ({
  meta: staticMeta(routePath(route.fullPath)),
});
