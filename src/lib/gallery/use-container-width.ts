import { useEffect, useState, type RefObject } from 'react';
import { debounce, RESIZE_DEBOUNCE_MS } from './debounce';

/**
 * Width of an element, starting from `initialWidth` (what prerendered HTML is
 * laid out for) and following ResizeObserver, debounced so a window drag
 * re-lays out once.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, initialWidth: number) {
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = debounce((next: number) => setWidth(Math.round(next)), RESIZE_DEBOUNCE_MS);
    // The first measurement applies at once so the real width replaces the default without a visible delay.
    setWidth(Math.round(element.getBoundingClientRect().width));
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      update.cancel();
    };
  }, [ref]);
  return width;
}
