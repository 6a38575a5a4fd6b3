// What one scroll snap of a carousel shows. Slides are of equal width, aligned to the start, and the snaps the
// end cannot reach are trimmed (use-apg-carousel.ts): so snap k starts at slide k, and the last snap shows the
// last slides. The count in view is then what the trimming took off, plus one.

/** The first and last slide (0-based) a snap shows. */
export type SlideRange = { first: number; last: number };

export function slidesAtSnap(snap: number, snaps: number, slides: number): SlideRange {
  const first = Math.min(snap, snaps - 1);
  return { first, last: first + slides - snaps };
}

/** The snap that brings a slide into view first, or as near the start as the end allows. */
export function snapOfSlide(slide: number, snaps: number): number {
  return Math.min(slide, snaps - 1);
}
