import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import { useReducedMotion } from '@/lib/media/reduced-motion';

/**
 * Embla wired for the WAI-ARIA carousel pattern: the selected page, which
 * slides are visible (the rest become `inert`), and jumps instead of glides
 * under reduced motion. Never autoplays.
 */
export function useApgCarousel(slideCount: number, initialPages: number, options?: EmblaOptionsType) {
  const reduced = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    inViewThreshold: 0.75,
    ...options,
  });
  const [selected, setSelected] = useState(0);
  const [pages, setPages] = useState(initialPages);
  const [visible, setVisible] = useState<number[] | null>(null);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setPages(api.scrollSnapList().length);
      setVisible(api.slidesInView());
    };
    const syncVisible = () => setVisible(api.slidesInView());
    sync();
    api.on('select', sync).on('reInit', sync).on('slidesInView', syncVisible);
    return () => {
      api.off('select', sync).off('reInit', sync).off('slidesInView', syncVisible);
    };
  }, [api]);

  const jump = reduced === true;
  const goTo = useCallback((page: number) => api?.scrollTo(page, jump), [api, jump]);
  const previous = useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const next = useCallback(() => api?.scrollNext(jump), [api, jump]);

  // The viewport ref travels apart from render state so render code never reads a ref.
  const carousel = {
    /** Embla has measured: the controls act on a press. */
    ready: api !== undefined,
    selected,
    pages: Math.max(1, Math.min(pages, slideCount)),
    /** Before embla measures (prerender), nothing is hidden from assistive tech. */
    isHidden: (index: number) => visible !== null && !visible.includes(index),
    canPrevious: selected > 0,
    canNext: selected < pages - 1,
    goTo,
    previous,
    next,
  };
  return [viewportRef, carousel] as const;
}

export type ApgCarousel = ReturnType<typeof useApgCarousel>[1];
