// The part of smooth scrolling that loads only when a mouse shows up (install-smooth-scroll.ts).
// Lenis glides the document's own scroll position toward where the wheel sent it, so find-in-page,
// anchors, focus, `position: sticky` and the header's scroll listener all see a normal page. Anything
// that moves the page by other means (a key, a focus move, a hash change) ends a running glide first,
// and while a dialog or the mobile sheet holds the scroll lock, Lenis stands aside.
import Lenis from 'lenis';
import { scrollMotion } from '@/styles/generated/tokens';
import type { OverscrollEffect } from './overscroll-effect';
import { driveGlides } from './glide-frames';
import { createOverscrollLayer } from './overscroll-layer';
import { overscrollPhysics } from './overscroll-physics';
import { createOverscrollSpring } from './overscroll-spring';

/** Radix's scroll lock (react-remove-scroll-bar) marks body with this attribute while a modal is open. */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

/** Starts smooth scrolling with the given overscroll effect; returns the function that ends it. */
export function startSmoothScroll(effect: OverscrollEffect): () => void {
  const lenis = new Lenis({
    lerp: scrollMotion.damping,
    smoothWheel: true,
    syncTouch: false,
    // Frames only while a glide runs (glide-frames.ts), not on every refresh of a page at rest.
    autoRaf: false,
    // The page's height is read when a wheel turn needs it, not kept by a ResizeObserver: read live, it is never
    // 250 ms stale after a section loads.
    autoResize: false,
    naiveDimensions: true,
    // Anchors stay native, so scroll-padding under the fixed header applies as it does without Lenis.
    anchors: false,
    // A click to another page ends a glide rather than carrying it over.
    stopInertiaOnNavigate: true,
    // Scrollable boxes inside the page (and any dialog) keep their own wheel.
    allowNestedScroll: true,
    prevent: (node) => node instanceof HTMLElement && node.matches('[role="dialog"], [data-lenis-prevent]'),
  });
  const stopDriving = driveGlides(lenis);

  const spring = createOverscrollSpring(
    createOverscrollLayer({
      effect,
      physics: overscrollPhysics,
      host: document.body,
      bounceTargets: () => document.querySelectorAll<HTMLElement>('[data-overscroll-target]'),
      reducedMotion: false,
    }),
    overscrollPhysics,
    scrollMotion.wheelLockRelease,
  );
  // Only once the glide has arrived at an edge does a wheel further that way pull. Lenis announces the
  // wheel before deciding on it; a wheel it leaves alone (a nested scroller's, a zoom) pulls nothing.
  const offVirtualScroll = lenis.on('virtual-scroll', ({ deltaY, event }) => {
    if (event.type !== 'wheel') return;
    const atTop = deltaY < 0 && lenis.animatedScroll <= 0;
    const atBottom = deltaY > 0 && lenis.animatedScroll >= lenis.limit;
    if (!atTop && !atBottom) return;
    queueMicrotask(() => {
      if (lenis.isStopped || !event.defaultPrevented) return;
      spring.push(atTop ? 'top' : 'bottom', Math.abs(deltaY));
    });
  });

  // A key, a focus move or a hash change moves the page natively: end the glide where it is, so the
  // native scroll starts from the visible position and Lenis does not pull the page back to its target.
  const cancelGlide = () => {
    if (lenis.isStopped || lenis.isScrolling !== 'smooth') return;
    lenis.stop();
    lenis.start();
  };
  window.addEventListener('keydown', cancelGlide, { capture: true });
  window.addEventListener('focusin', cancelGlide, { capture: true });
  window.addEventListener('hashchange', cancelGlide);

  const followScrollLock = () => {
    if (document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)) lenis.stop();
    else lenis.start();
  };
  const lockObserver = new MutationObserver(followScrollLock);
  lockObserver.observe(document.body, { attributes: true, attributeFilter: [SCROLL_LOCK_ATTRIBUTE] });
  followScrollLock();

  return () => {
    lockObserver.disconnect();
    window.removeEventListener('keydown', cancelGlide, { capture: true });
    window.removeEventListener('focusin', cancelGlide, { capture: true });
    window.removeEventListener('hashchange', cancelGlide);
    offVirtualScroll();
    spring.destroy();
    stopDriving();
    lenis.destroy();
  };
}
