import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './reduced-motion';

/**
 * Card videos play while the pointer is over the card or focus is inside it,
 * and pause when both leave (the specification's mouse enter/leave, extended
 * to keyboard focus). Under reduced motion the poster stays.
 *
 * A clip gets its address at the card's first hover or focus, not in the served
 * HTML: every `<video src>` makes the browser set up a player for a clip most
 * visitors never ask for, and WebKitGTK held a page's load event 3 s for a row
 * of them (preload="none" notwithstanding). Reduced motion never requests one.
 */
export function useHoverVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const hovered = useRef(false);
  const focused = useRef(false);
  const [clipRequested, setClipRequested] = useState(false);

  const sync = useCallback(() => {
    const video = videoRef.current;
    // Without an address yet the clip has nothing to play: the render that gives it one syncs again.
    if (!video?.getAttribute('src')) return;
    if (!reduced && (hovered.current || focused.current)) {
      // play() rejects when interrupted by pause(); the poster simply stays.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [reduced]);

  useEffect(() => {
    if (clipRequested) sync();
  }, [clipRequested, sync]);

  const want = (change: () => void) => {
    change();
    if (!reduced && (hovered.current || focused.current)) setClipRequested(true);
    sync();
  };

  return {
    videoRef,
    clipRequested,
    handlers: {
      onPointerEnter: () => want(() => (hovered.current = true)),
      onPointerLeave: () => want(() => (hovered.current = false)),
      onFocus: () => want(() => (focused.current = true)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        want(() => (focused.current = false));
      },
    },
  };
}
