// Smooth wheel scrolling with an overscroll effect at the page's edges, armed once the page is
// interactive. It renders nothing: the glow bands or the bounce appear only once a mouse is used
// (src/lib/smooth-scroll/install-smooth-scroll.ts says when it stays off).
import { useEffect } from 'react';
import { site } from '@/config/site';
import { installSmoothScroll } from '@/lib/smooth-scroll/install-smooth-scroll';
import { resolveOverscrollEffect, type OverscrollEffect } from '@/lib/smooth-scroll/overscroll-effect';

export interface SmoothScrollProps {
  /** The effect at the top and bottom edges; the site setting (VITE_OVERSCROLL_EFFECT) when left out. */
  overscroll?: OverscrollEffect;
}

export function SmoothScroll({ overscroll }: SmoothScrollProps) {
  // Checked while rendering, so a wrong site setting fails loudly in development.
  const effect = resolveOverscrollEffect(overscroll ?? site.overscrollEffect, import.meta.env.DEV);
  useEffect(() => installSmoothScroll(effect), [effect]);
  return null;
}
