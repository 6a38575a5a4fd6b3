// The router the prerender entry (src/islands/entry-server.tsx) renders each page with, build time and `npm run dev`
// alike. It never reaches the browser: pages change as documents, so it has no client options (scrolling,
// preloading, pending pages), only what the render reads.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ErrorPage } from '@/components/layout/error-page';
import type { HeaderTone } from '@/components/layout/header-bar';

export { POST_SHELL_ATTRIBUTE } from '@/lib/content-service/post-shell';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // Pages are `<path>/index.html`, which hosts serve at `/path/`: links use that one URL (src/lib/seo/url.ts).
    trailingSlash: 'always',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * What the transparent header sits on at the top of the page: dark hero
     * imagery ('media', the default) or the inverse surface band ('inverse').
     */
    headerTone?: HeaderTone;
  }
}
