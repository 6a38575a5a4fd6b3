// The frame around every page (the root route's component), rendered by the server only: skip link, the header
// as an island, main landmark, footer, floating call to action, and no router scripts. Links render as plain
// anchors, marked current by the page's path. A page changes as a document, so no live region announces it: the
// screen reader reads the new document's title itself.
// What the app's providers held lives in module stores the islands share (the conversation's, the consent
// dialog's); the consent banner is an island only in builds with analytics, and smooth scrolling's code waits
// for the visitor's first move. The header and the conversation wait for the visitor's first act (`hydrate="act"`).
import { HeadContent, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { site } from '@/config/site';
import { SkipLink } from '@/components/ui/skip-link';
import { analyticsConfigured } from '@/components/consent/analytics-configured';
import { FloatingCta } from '@/components/layout/floating-cta';
import { Footer } from '@/components/layout/footer';
import { resolveOverscrollEffect } from '@/lib/smooth-scroll/overscroll-effect';
import { POST_SHELL_PAGE } from '@/lib/content-service/post-shell';
import { IslandPagePath } from '@/lib/react/page-path';
import { Island } from './island';

export function IslandsRootLayout() {
  const path = useLocation({ select: (location) => location.pathname });
  const topSurface = useMatches({ select: (matches) => matches.at(-1)?.staticData.headerTone ?? 'media' });
  // Checked here, as the app's SmoothScroll checks it while rendering: a wrong site setting fails loudly in development.
  const overscroll = resolveOverscrollEffect(site.overscrollEffect, import.meta.env.DEV);
  return (
    <IslandPagePath value={path}>
      <HeadContent />
      <SkipLink />
      <Island name="header" props={{ path, topSurface }} hydrate="act" />
      <main id="main" tabIndex={-1} data-overscroll-target className="min-h-screen focus:outline-none">
        <div>
          {/* A post published after the build: the browser fetches it by the address the visitor asked for. */}
          {path === POST_SHELL_PAGE ? <Island name="post-shell" props={{}} /> : <Outlet />}
        </div>
      </main>
      <Footer />
      <FloatingCta />
      <Island name="conversation" props={{}} hydrate="act" />
      {analyticsConfigured && <Island name="consent" props={{}} />}
      <Island name="smooth-scroll" props={{ overscroll }} hydrate="move" />
    </IslandPagePath>
  );
}
