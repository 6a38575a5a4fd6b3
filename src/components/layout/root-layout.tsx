// The frame around every page: skip link, header, main landmark, footer and
// the floating conversation control; head tags and router scripts for SSR.
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { useFrameHydrated } from '@/lib/react/page-hydrated';
import { ConversationProvider } from '@/components/conversation/conversation-provider';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { FloatingCta } from './floating-cta';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { SmoothScroll } from './smooth-scroll';

export function RootLayout() {
  // With the route's content (ContentHydrated), marks the moment the page is interactive, for tests and for CSS
  // that must wait for JavaScript; every control outside a region that wakes on its own answers from then on.
  useFrameHydrated();

  return (
    <ConversationProvider>
      <ConsentProvider>
        <HeadContent />
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} data-overscroll-target className="min-h-screen focus:outline-none">
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
        <Footer />
        <FloatingCta />
        <SmoothScroll />
        <Scripts />
      </ConsentProvider>
    </ConversationProvider>
  );
}
