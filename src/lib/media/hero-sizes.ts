// `sizes` of full-bleed pictures, apart from ./sizes so the page heroes do not
// ship the layout tokens that card and column sizes are written from.
/**
 * Full-bleed heroes draw their 16:9 picture with object-fit: cover, so the
 * width needed is the larger of the screen's width and 16/9 of the band's
 * height, by Hero variant: one screen tall (`media`), three quarters of one
 * (`page`), or as tall as its copy (`compact`, measured 660-675 px at 390 px,
 * so its cover is up to 1200 px wide: 1280px leaves room for longer copy).
 */
export const HERO_SIZES = {
  compact: 'max(100vw, 1280px)',
  page: 'max(100vw, 133.33svh)',
  media: 'max(100vw, 177.78svh)',
} as const;
