import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
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

  const wanted = useCallback(() => !reduced && (hovered.current || focused.current), [reduced]);

  const sync = useCallback(() => {
    const video = videoRef.current;
    // Without an address yet the clip has nothing to play: the render that gives it one syncs again.
    if (!video?.getAttribute('src')) return;
    // play() rejects when interrupted by pause(); the poster simply stays.
    if (wanted()) video.play().catch(() => undefined);
    else video.pause();
  }, [wanted]);

  useEffect(() => {
    if (clipRequested) sync();
  }, [clipRequested, sync]);

  /** Notes the pointer or focus coming or going, asks for the clip the first time it is wanted, and plays or pauses. */
  const follow = (intent: RefObject<boolean>, on: boolean) => {
    intent.current = on;
    if (wanted()) setClipRequested(true);
    sync();
  };

  return {
    videoRef,
    clipRequested,
    handlers: {
      onPointerEnter: () => follow(hovered, true),
      onPointerLeave: () => follow(hovered, false),
      onFocus: () => follow(focused, true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        follow(focused, false);
      },
    },
  };
}
