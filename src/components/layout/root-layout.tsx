// The frame around every page: skip link, header, main landmark, footer and
// the floating conversation control; head tags and router scripts for SSR.
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { ConversationProvider } from '@/components/conversation/conversation-provider';
import { FloatingCta } from './floating-cta';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';

export function RootLayout() {
  return (
    <ConversationProvider>
      <HeadContent />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-screen focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer />
      <FloatingCta />
      <Scripts />
    </ConversationProvider>
  );
}
