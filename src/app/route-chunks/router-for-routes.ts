// What route files (src/routes/) import as '@tanstack/react-router' (scripts/vite-route-chunks.ts): the router,
// with the two wrappers its code splitting writes into them replaced by ours (./lazy-route-parts.ts).
export * from '@tanstack/react-router';
export { lazyFn, lazyRouteComponent } from './lazy-route-parts';
