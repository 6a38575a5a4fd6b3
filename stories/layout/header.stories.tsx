import type { Story } from '@ladle/react';
import { HeaderBar } from '@/components/layout/header-bar';
import { MainMenu } from '@/components/layout/main-menu-radix';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MenuContact } from '@/components/layout/menu-contact';

export default { title: 'Layout/Header' };

/** The hero's dark imagery under its scrim, in either theme, as on a real page. */
function HeroBackdrop() {
  return (
    <>
      <img
        src="/media/hero/home-poster-800.webp"
        alt=""
        width={800}
        height={450}
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-media-scrim" />
    </>
  );
}

/** The header as its island renders it on a page (src/islands/header.island.tsx). */
export const OverHero: Story = () => (
  <div className="relative -m-6 min-h-[32rem] sm:-m-10">
    <HeroBackdrop />
    <HeaderBar topSurface="media" mainMenu={<MainMenu className="hidden lg:block" />} />
  </div>
);

export const DesktopMenu: Story = () => (
  <div className="relative overflow-hidden rounded-lg p-4 text-media-fg">
    <HeroBackdrop />
    <div className="relative">
      <MainMenu />
    </div>
  </div>
);

export const MobileMenuTrigger: Story = () => (
  <div className="flex items-center gap-3">
    <MobileMenu />
    <span className="text-sm text-fg-muted">Opens the drill-down sheet.</span>
  </div>
);

export const ContactBlock: Story = () => <MenuContact className="max-w-sm" />;
