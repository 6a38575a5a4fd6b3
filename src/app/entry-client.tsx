// Browser entry: hydrates prerendered HTML, or renders from scratch in `vite dev`.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { postShellVisit } from '@/lib/content-service/post-shell';
import { loadWebFont } from '@/lib/web-font/swap';
import fontStylesheet from '@/styles/fonts.css?url';
import { createAppRouter, POST_SHELL_ATTRIBUTE } from './router';
import '@/styles/global.css';

// The web font is not needed for the first paint (its fallback face has the same metrics),
// so it is fetched with the app instead of competing with the page's own first requests, and swapped
// in only where that moves nothing the visitor reads (src/lib/web-font/swap.ts).
// Without scripts, the page links the same file in <noscript> (scripts/font-stylesheet-no-script.ts).
void loadWebFont(fontStylesheet);

const container = document.getElementById('root');

// The post shell (a post published after the build, served at its own address by a host rewrite) was
// rendered for another address, so it is rendered afresh; its loading state stays until React's first commit.
const isPostShell = container?.hasAttribute(POST_SHELL_ATTRIBUTE) ?? false;
// Its first load shows the loading state at once; later navigations wait as on any page.
postShellVisit.loading = isPostShell;
const router = createAppRouter();
if (isPostShell) {
  const stop = router.subscribe('onResolved', () => {
    postShellVisit.loading = false;
    // Its title and meta tags are the loading state's ("Loading the Post", not indexed), kept while the router
    // writes none; once the post or the not-found page has arrived, the page's own replace them (a stale noindex
    // must not stay).
    document.head.querySelectorAll(`[${POST_SHELL_ATTRIBUTE}]`).forEach((tag) => tag.remove());
    stop();
  });
}

if (container?.hasChildNodes() && !isPostShell) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: the prerendered page stays responsive
  // (lower Total Blocking Time) while React attaches to it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
} else if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
