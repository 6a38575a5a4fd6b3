// TanStack Router's code splitting loads a route's component with `lazyRouteComponent` and its loader with
// `lazyFn`. The router's component wrapper reloads the page once when its import fails (a deploy has removed
// the old chunk); these pass each import through src/lib/import-unless-leaving.ts first, so a failure caused by the
// visitor leaving the page never reloads it under them. Route files get these in place of the router's
// (./router-for-routes.ts, scripts/vite-route-chunks.ts).
import { lazyFn as routerLazyFn, lazyRouteComponent as routerLazyRouteComponent } from '@tanstack/react-router';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

export const lazyRouteComponent: typeof routerLazyRouteComponent = (importer, exportName) =>
  routerLazyRouteComponent(() => importUnlessLeaving(importer), exportName);

export const lazyFn: typeof routerLazyFn = (importer, key) => routerLazyFn(() => importUnlessLeaving(importer), key);
