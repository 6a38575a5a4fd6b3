// Page transitions and route-change accessibility. On navigation the page
// fades out; once the new page has rendered we scroll to the top, fade it in,
// move focus to its h1 and announce its title. Reduced motion skips the fades.
// A web font held back on the page before (src/lib/web-font/swap.ts) is put in use
// then too: the router reports the new page resolved in the task that rendered
// it, so its first frame is drawn in that font.
// The fades (page-fades.ts) are fetched on the visitor's first pointer move, touch
// or key press: this component is in every page's first load, and no navigation
// comes before one.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';
import { putHeldWebFontInUse } from '@/lib/web-font/swap';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let pageFades: Promise<typeof import('./page-fades')> | undefined;
const loadFades = () => (pageFades ??= importUnlessLeaving(() => import('./page-fades')));
const firstInteractions = ['pointermove', 'pointerdown', 'keydown'] as const;

/** Runs the task once, on the first sign of a visitor; returns the cleanup. */
function onFirstInteraction(task: () => void) {
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const type of firstInteractions) window.removeEventListener(type, run, { capture: true });
  };
  for (const type of firstInteractions) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

/**
 * Focuses an element that is not a control (the new page's h1) and makes it focusable only until focus leaves:
 * a heading left focusable is announced as "clickable" by Orca in Firefox (every element in the app has React's
 * click listener above it), and is one more thing a click can focus.
 */
function focusForAMoment(element: HTMLElement) {
  if (element.hasAttribute('tabindex')) {
    element.focus({ preventScroll: true });
    return;
  }
  element.tabIndex = -1;
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  element.focus({ preventScroll: true });
}

export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const scope = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const stopWaiting = onFirstInteraction(() => void loadFades());
    const leave = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (!pathChanged || reducedMotion() || !scope.current) return;
      const element = scope.current;
      void loadFades().then(({ fadeOut }) => fadeOut(element));
    });
    const arrive = router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
      // The first load is not a navigation: leave focus and scroll alone.
      if (!pathChanged || !fromLocation) return;
      putHeldWebFontInUse();
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (scope.current) {
        // Cancelling the held fade-out makes the page visible again, with or without the fade-in.
        for (const animation of scope.current.getAnimations()) animation.cancel();
        scope.current.style.opacity = '';
        const element = scope.current;
        if (!reducedMotion()) void loadFades().then(({ fadeIn }) => fadeIn(element));
      }
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) focusForAMoment(heading);
      // The title is set by <HeadContent /> in the same commit; read it after paint.
      requestAnimationFrame(() => setAnnouncement(document.title));
    });
    return () => {
      stopWaiting();
      leave();
      arrive();
    };
  }, [router]);

  return (
    <>
      <div ref={scope}>{children}</div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
        {announcement}
      </div>
    </>
  );
}
