import { useCallback, useRef } from 'react';
import { useReducedMotion } from './reduced-motion';

/**
 * Card videos play while the pointer is over the card or focus is inside it,
 * and pause when both leave (the specification's mouse enter/leave, extended
 * to keyboard focus). Under reduced motion the poster stays.
 */
export function useHoverVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const hovered = useRef(false);
  const focused = useRef(false);

  const sync = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!reduced && (hovered.current || focused.current)) {
      // play() rejects when interrupted by pause(); the poster simply stays.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [reduced]);

  return {
    videoRef,
    handlers: {
      onPointerEnter: () => {
        hovered.current = true;
        sync();
      },
      onPointerLeave: () => {
        hovered.current = false;
        sync();
      },
      onFocus: () => {
        focused.current = true;
        sync();
      },
      // React's blur on the card, or the DOM's focusout where the card is not React's (the islands' card clip).
      onBlur: (event: { currentTarget: EventTarget | null; relatedTarget: EventTarget | null }) => {
        const card = event.currentTarget;
        if (card instanceof Node && card.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        sync();
      },
    },
  };
}
