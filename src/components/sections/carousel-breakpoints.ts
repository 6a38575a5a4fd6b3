// Worker carousel slides per view (specification section 9): 3 from 992 px,
// 2 from 768 and from 576, 1 below. The same table drives embla's
// breakpoints and the slide widths in CSS.
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 992, slides: 3 },
  { minWidth: 768, slides: 2 },
  { minWidth: 576, slides: 2 },
] as const;

export function slidesPerView(viewportWidth: number): number {
  return CAROUSEL_BREAKPOINTS.find((bp) => viewportWidth >= bp.minWidth)?.slides ?? 1;
}

/** Number of pagination pages: one per reachable snap position. */
export function pageCount(slideCount: number, perView: number): number {
  return Math.max(1, slideCount - Math.min(perView, slideCount) + 1);
}
