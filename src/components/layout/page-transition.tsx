// Page transitions and route-change accessibility. On navigation the page
// fades out; once the new page has rendered we scroll to the top, fade it in,
// move focus to its h1 and announce its title. Reduced motion skips the fades.
// The fades use the Web Animations API directly: this component is in every
// page's first load, and the motion library would add tens of kilobytes there.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const scope = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const leave = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (!pathChanged || reducedMotion() || !scope.current) return;
      scope.current.animate({ opacity: 0 }, { duration: 150, easing: 'ease-in', fill: 'forwards' });
    });
    const arrive = router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
      // The first load is not a navigation: leave focus and scroll alone.
      if (!pathChanged || !fromLocation) return;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (scope.current) {
        // Replacing the fade-out (fill: forwards) with the fade-in, or clearing it, makes the page visible again.
        for (const animation of scope.current.getAnimations()) animation.cancel();
        if (!reducedMotion())
          scope.current.animate(
            { opacity: [0, 1], transform: ['translateY(12px)', 'none'] },
            { duration: 300, easing: 'ease-out' },
          );
      }
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      // The title is set by <HeadContent /> in the same commit; read it after paint.
      requestAnimationFrame(() => setAnnouncement(document.title));
    });
    return () => {
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
