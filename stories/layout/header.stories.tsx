import type { Story } from '@ladle/react';
import { Header } from '@/components/layout/header';
import { MainMenu } from '@/components/layout/main-menu';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MenuContact } from '@/components/layout/menu-contact';

export default { title: 'Layout/Header' };

/** At the top of a page the header sits on the hero's dark imagery. */
export const OverHero: Story = () => (
  <div className="relative -m-6 min-h-[32rem] bg-surface-inverse sm:-m-10">
    <Header />
  </div>
);

export const DesktopMenu: Story = () => (
  <div className="rounded-lg bg-surface-inverse p-4 text-media-fg">
    <MainMenu />
  </div>
);

export const MobileMenuTrigger: Story = () => (
  <div className="flex items-center gap-3">
    <MobileMenu />
    <span className="text-sm text-fg-muted">Opens the drill-down sheet.</span>
  </div>
);

export const ContactBlock: Story = () => <MenuContact className="max-w-sm" />;
