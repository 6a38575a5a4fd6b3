// Page transitions and route-change accessibility. On navigation the page
// fades out; once the new page has rendered we scroll to the top, fade it in,
// move focus to its h1 and announce its title. Reduced motion skips the fades.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAnimate, useReducedMotion } from 'motion/react';

export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const reduceMotion = useReducedMotion();
  const [announcement, setAnnouncement] = useState('');
  const reduceRef = useRef(reduceMotion);
  reduceRef.current = reduceMotion;

  useEffect(() => {
    const leave = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (!pathChanged || reduceRef.current || !scope.current) return;
      animate(scope.current, { opacity: 0 }, { duration: 0.15, ease: 'easeIn' });
    });
    const arrive = router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
      // The first load is not a navigation: leave focus and scroll alone.
      if (!pathChanged || !fromLocation) return;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (scope.current) {
        if (reduceRef.current) scope.current.style.opacity = '';
        else animate(scope.current, { opacity: [0, 1], y: [12, 0] }, { duration: 0.3, ease: 'easeOut' });
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
  }, [router, animate, scope]);

  return (
    <>
      <div ref={scope}>{children}</div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
        {announcement}
      </div>
    </>
  );
}
