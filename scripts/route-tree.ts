// The options of TanStack Router's generator, read by its Vite plugin (vite.config.ts) and by `npm run routes`
// (scripts/page-routes.ts), so one generator, configured once, writes src/routeTree.gen.ts.
// The tree is a virtual route config: the route files people write, found in src/routes/ as usual (`physical`),
// beside one route per entry under src/content/pages/, whose route module `npm run routes` writes into
// src/routes/-pages/ (the '-' keeps the physical scan out of it; the folder is gitignored and nothing else is
// written or deleted). The address is the entry's place: pages/about.ts is /about, pages/solutions/index.ts is
// /solutions (the router's index route '/solutions/').
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { index, physical, rootRoute, route, type VirtualRootRoute } from '@tanstack/virtual-file-routes';

export const routesDirectory = 'src/routes';
export const generatedRouteTree = 'src/routeTree.gen.ts';
export const pagesDirectory = 'src/content/pages';
/** The static pages' route modules, under src/routes/: written by `npm run routes` and by it alone. */
export const pageRoutesFolder = '-pages';

export interface PageRoute {
  /** The page's address: '/', '/about', '/solutions'. */
  path: string;
  /** The router's path: index routes below the root end in '/'. */
  routePath: string;
  /** The entry, from src/content/pages/ without '.ts', with '/' between folders ('solutions/index'). */
  entry: string;
  /** Its route module, from src/routes/ ('-pages/solutions.index.tsx'). */
  routeFile: string;
}

/** Every entry file under a folder, in a stable order (sorted by path). */
const entryFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((item) => (item.isDirectory() ? entryFiles(join(dir, item.name)) : [join(dir, item.name)]))
    .filter((file) => file.endsWith('.ts'))
    .sort();

/** The route of each entry under the project's src/content/pages/, from its place alone. */
export function pageRoutes(root: string): PageRoute[] {
  const pagesDir = join(root, pagesDirectory);
  return entryFiles(pagesDir).map((file) => {
    const segments = relative(pagesDir, file).replace(/\.ts$/, '').split(sep);
    const isIndex = segments.at(-1) === 'index';
    const folder = isIndex ? segments.slice(0, -1) : segments;
    const path = `/${folder.join('/')}`;
    // Flat names, as TanStack Router's flat route files are named (solutions.index.tsx): they name the pages' chunks.
    return {
      path,
      routePath: isIndex && folder.length ? `${path}/` : path,
      entry: segments.join('/'),
      routeFile: `${pageRoutesFolder}/${segments.join('.')}.tsx`,
    };
  });
}

/** The route tree: the root, the static pages, then every route file in src/routes/ written by hand. */
export function virtualRouteConfig(root: string): VirtualRootRoute {
  return rootRoute('__root.tsx', [
    ...pageRoutes(root).map(({ routePath, routeFile }) =>
      routePath === '/' ? index(routeFile) : route(routePath, routeFile),
    ),
    physical('', '.'),
  ]);
}

/** The generator's options (the plugin adds its code-splitting ones in vite.config.ts). */
export const routeGeneratorOptions = (root: string) => ({
  routesDirectory,
  generatedRouteTree,
  virtualRouteConfig: virtualRouteConfig(root),
});
