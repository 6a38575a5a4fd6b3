import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

// Route files (src/routes/, the split chunks TanStack Router's plugin makes of them included) import
// '@tanstack/react-router' from src/app/route-chunks/router-for-routes.ts instead: the router itself, but with the
// `lazyRouteComponent` and `lazyFn` its code splitting writes into them replaced by wrappers that do not reload a
// page the visitor is leaving (src/lib/import-unless-leaving.ts).
export function routeChunksKeepNavigation(): Plugin {
  let routesDir = '';
  let shim = '';
  return {
    name: 'infinyte:route-chunks-keep-navigation',
    enforce: 'pre',
    configResolved(config) {
      routesDir = resolve(config.root, 'src/routes') + sep;
      shim = resolve(config.root, 'src/app/route-chunks/router-for-routes.ts');
    },
    resolveId(source, importer) {
      if (source !== '@tanstack/react-router' || !importer?.startsWith(routesDir)) return null;
      return shim;
    },
  };
}
