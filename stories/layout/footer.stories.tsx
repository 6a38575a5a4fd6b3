import type { Story } from '@ladle/react';
import { Footer } from '@/components/layout/footer';
import { FloatingCta } from '@/components/layout/floating-cta';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ConversationProvider } from '@/components/conversation/conversation-provider';

export default { title: 'Layout/Footer and page chrome' };

export const SiteFooter: Story = () => (
  <div className="-m-6 sm:-m-10">
    <Footer />
  </div>
);

export const FloatingConversation: Story = () => (
  <ConversationProvider>
    <p className="text-fg-muted">The control stays in the bottom-right corner on every page.</p>
    <FloatingCta />
  </ConversationProvider>
);

export const NotFound: Story = () => (
  <div className="-m-6 sm:-m-10">
    <NotFoundPage />
  </div>
);
