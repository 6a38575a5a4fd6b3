// The site's routes (each page with its route module), stories files and states, as select-tests.ts reads them:
// pages from the route table every suite reads (tests/support/site-paths.ts), route modules from the routes'
// own files (scripts/route-tree.ts names the static pages'; a hand-written `$param` file covers many pages).
import { pageRoutes, routesDirectory } from '../route-tree.ts';
import { sitePaths } from '../../tests/support/site-paths.ts';
import { stateSources } from '../../tests/support/state-sources.ts';
import type { ModuleGraph } from './module-graph.ts';
import type { RouteSource, Sources } from './select-tests.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A hand-written route file's pages: 'src/routes/case-studies/$slug.tsx' is every /case-studies/<slug>. */
function paramRoute(file: string) {
  const segments = file
    .slice(`${routesDirectory}/`.length)
    .replace(/\.tsx$/, '')
    .split(/[/.]/);
  const pattern = segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment))).join('/');
  return { file, matches: new RegExp(`^/${pattern}$`) };
}

export function projectSources(graph: ModuleGraph, root = process.cwd()): Sources {
  const files = Object.keys(graph);
  const pages = new Map(pageRoutes(root).map(({ path, routeFile }) => [path, `${routesDirectory}/${routeFile}`]));
  const params = files.filter((file) => file.startsWith(`${routesDirectory}/`) && file.includes('$')).map(paramRoute);
  const routes = sitePaths().map((path): RouteSource => ({
    path,
    module: pages.get(path) ?? params.find(({ matches }) => matches.test(path))?.file,
  }));
  const stories = files.filter((file) => /^stories\/.+\.stories\.tsx$/.test(file)).sort();
  return { graph, routes, stories, states: stateSources };
}
