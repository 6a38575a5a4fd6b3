// The desktop main menu as pages use it. Its Radix NavigationMenu code (about
// 8 KB brotli with the Radix pieces it brings) is not needed to read the page:
// the prerendered menu is real links, and its panels open by CSS on hover and
// focus. So the menu stays server HTML until the pointer comes over it, a
// press, focus or a key reaches it; then its chunk loads and it hydrates,
// opening what the visitor pressed or points at (./menu-intent.ts).
import { memo, Suspense } from 'react';
import { hydrateOnIntent } from '@/lib/react/hydrate-on-intent';
import { rememberPresses } from './menu-intent';

/** The prerendered desktop menu: the header's Main navigation that is not the mobile fallback's. */
const desktopMenuMarkup = () => document.querySelector<HTMLElement>('header nav[aria-label="Main"]:not(details nav)');

const deferredMenu = hydrateOnIntent(
  () => import('./main-menu-radix').then((module) => ({ default: module.MainMenu })),
  {
    markup: desktopMenuMarkup,
    intent: ['pointerover', 'pointerdown', 'focusin', 'keydown'],
    onWait: rememberPresses,
  },
);

/** Server rendering writes the whole menu; stories render it at once. */
export const preloadMainMenu = deferredMenu.preload;
if (import.meta.env.SSR) await preloadMainMenu();

/**
 * Memoised: a boundary that is still server HTML must not receive an update (the header re-renders
 * as the page scrolls), or React gives up hydrating it and renders it from scratch.
 */
export const MainMenu = memo(function MainMenu({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <deferredMenu.Component className={className} />
    </Suspense>
  );
});
