// One router factory shared by the browser entry and the prerenderer, so both
// render the same tree and hydration matches.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ErrorPage } from '@/components/layout/error-page';
import { PendingPage } from '@/components/layout/pending-page';
import type { HeaderTone } from '@/components/layout/header-bar';
import { shouldRestoreScroll } from './first-load-scroll';

export { POST_SHELL_ATTRIBUTE } from '@/lib/content-service/post-shell';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // Lazy pages show a plain background while their code loads.
    defaultPendingComponent: PendingPage,
    defaultPreload: 'intent',
    // Page transitions scroll to the top themselves; back/forward keeps position; a first load keeps
    // where the browser put the page (./first-load-scroll.ts).
    scrollRestoration: shouldRestoreScroll,
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
