import { use } from 'react';
import type { Story } from '@ladle/react';
import { Header } from '@/components/layout/header';
import { MainMenu, preloadMainMenu } from '@/components/layout/main-menu';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MenuContact } from '@/components/layout/menu-contact';

export default { title: 'Layout/Header' };

// On a page the desktop menu's code loads on the visitor's intent; a story waits for it (under Ladle's
// own loading state) and shows the menu at once.
const menuLoaded = preloadMainMenu();

/** At the top of a page the header sits on the hero's dark imagery. */
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

export const OverHero: Story = () => {
  use(menuLoaded);
  return (
    <div className="relative -m-6 min-h-[32rem] sm:-m-10">
      <HeroBackdrop />
      <Header />
    </div>
  );
};

export const DesktopMenu: Story = () => {
  use(menuLoaded);
  return (
    <div className="relative overflow-hidden rounded-lg p-4 text-media-fg">
      <HeroBackdrop />
      <div className="relative">
        <MainMenu />
      </div>
    </div>
  );
};

export const MobileMenuTrigger: Story = () => (
  <div className="flex items-center gap-3">
    <MobileMenu />
    <span className="text-sm text-fg-muted">Opens the drill-down sheet.</span>
  </div>
);

export const ContactBlock: Story = () => <MenuContact className="max-w-sm" />;
