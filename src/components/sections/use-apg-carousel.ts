import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useReducedMotion } from '@/lib/media/reduced-motion';
import { slidesAtSnap, snapOfSlide, type SlideRange } from './carousel-view';

/**
 * Embla wired for the WAI-ARIA carousel pattern: the current slide, which
 * slides are visible (the rest become `inert`), what the visitor's last move
 * brought into view (for the live region), and jumps instead of glides under
 * reduced motion. Never autoplays.
 *
 * Current: the slide the visitor picked, or after a step or a swipe the first
 * slide in view. A picked slide is brought in as the first in view, or as near
 * the start as the end allows (then it is not the first, and stays current).
 */
export function useApgCarousel(slideCount: number, options?: EmblaOptionsType) {
  const reduced = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    inViewThreshold: 0.75,
    ...options,
  });
  const [selected, setSelected] = useState(0);
  const [current, setCurrent] = useState(0);
  // Before embla measures (prerender), one snap per slide.
  const [snaps, setSnaps] = useState(slideCount);
  const [visible, setVisible] = useState<number[] | null>(null);
  const [moved, setMoved] = useState<SlideRange | null>(null);
  const dragFrom = useRef(0);
  // Moves asked for before embla has measured (presses kept from before the code ran, replayed at its first
  // commit): made in order once embla is there, not dropped.
  const pendingMoves = useRef<((api: EmblaCarouselType) => void)[]>([]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setCurrent(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
      setVisible(api.slidesInView());
    };
    const syncVisible = () => setVisible(api.slidesInView());
    const dragStart = () => {
      dragFrom.current = api.selectedScrollSnap();
    };
    // Embla has picked the snap a swipe ends on by now; a swipe back to where it started changed nothing.
    const dragEnd = () => {
      if (api.selectedScrollSnap() !== dragFrom.current) setMoved(shownBy(api));
    };
    sync();
    api
      .on('select', sync)
      .on('reInit', sync)
      .on('slidesInView', syncVisible)
      .on('pointerDown', dragStart)
      .on('pointerUp', dragEnd);
    // After the listeners: a step's 'select' is what marks the new slide current.
    for (const move of pendingMoves.current.splice(0)) move(api);
    return () => {
      api
        .off('select', sync)
        .off('reInit', sync)
        .off('slidesInView', syncVisible)
        .off('pointerDown', dragStart)
        .off('pointerUp', dragEnd);
    };
  }, [api]);

  const jump = reduced === true;
  const goTo = useCallback(
    (slide: number) => {
      const move = (embla: EmblaCarouselType) => {
        embla.scrollTo(snapOfSlide(slide, embla.scrollSnapList().length), jump);
        // After scrollTo, whose 'select' (emitted inside it) made the first slide in view current.
        setCurrent(slide);
        setMoved(shownBy(embla));
      };
      if (api) move(api);
      else pendingMoves.current.push(move);
    },
    [api, jump],
  );
  const step = useCallback(
    (forward: boolean) => {
      const move = (embla: EmblaCarouselType) => {
        if (forward) embla.scrollNext(jump);
        else embla.scrollPrev(jump);
        setMoved(shownBy(embla));
      };
      if (api) move(api);
      else pendingMoves.current.push(move);
    },
    [api, jump],
  );
  const previous = useCallback(() => step(false), [step]);
  const next = useCallback(() => step(true), [step]);

  // The viewport ref travels apart from render state so render code never reads a ref.
  const carousel = {
    /** Embla has measured: the controls act on a press. */
    ready: api !== undefined,
    current,
    /** What the visitor's last move showed: null on load, and a resize does not set it. */
    moved,
    /** Before embla measures (prerender), nothing is hidden from assistive tech. */
    isHidden: (index: number) => visible !== null && !visible.includes(index),
    canPrevious: selected > 0,
    canNext: selected < snaps - 1,
    goTo,
    previous,
    next,
  };
  return [viewportRef, carousel] as const;
}

/** The slides the snap embla has just selected shows (they come into view as it scrolls there). */
const shownBy = (api: EmblaCarouselType) =>
  slidesAtSnap(api.selectedScrollSnap(), api.scrollSnapList().length, api.slideNodes().length);

export type ApgCarousel = ReturnType<typeof useApgCarousel>[1];
