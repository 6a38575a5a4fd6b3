// The frame around every page: skip link, header, main landmark, footer and
// the floating conversation control; head tags and router scripts for SSR.
import { useEffect } from 'react';
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { markHydrated } from '@/lib/layout-readiness';
import { wake } from '@/lib/early/press-replay';
import { ConversationProvider } from '@/components/conversation/conversation-provider';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { FloatingCta } from './floating-cta';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { SmoothScroll } from './smooth-scroll';

export function RootLayout() {
  // Marks the moment the page is interactive, for tests and for CSS that must wait for JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markHydrated();
    // Every control outside a region that wakes on its own answers now: presses kept meanwhile are replayed.
    wake(document.getElementById('root'));
  }, []);

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
