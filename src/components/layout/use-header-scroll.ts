import { useEffect, useState } from 'react';

export const HEADER_HIDE_OFFSET = 170;

export interface HeaderScrollState {
  /** At the very top the header sits on the hero with no background. */
  atTop: boolean;
  /** Scrolling down past the offset hides it; any scroll up brings it back. */
  hidden: boolean;
}

export function useHeaderScroll(offset = HEADER_HIDE_OFFSET): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ atTop: true, hidden: false });

  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const next = { atTop: y <= 0, hidden: y > last ? y > offset : false };
      if (y !== last || next.atTop) last = y;
      setState((prev) => (prev.atTop === next.atTop && prev.hidden === next.hidden ? prev : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  return state;
}
