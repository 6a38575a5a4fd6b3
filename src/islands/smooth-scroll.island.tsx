// Smooth wheel scrolling (Lenis) with the overscroll effect at the page's edges, as an island that renders nothing.
// Its mark (islands-root-layout.tsx) waits for the visitor's first move (`hydrate="move"`): scrolling is native until a wheel turn, a
// touch or a mouse move fetches this code, which then arms as the app's does (src/lib/smooth-scroll/
// install-smooth-scroll.ts: Lenis on a mouse's wheel, never on touch screens or with reduced motion).
import { SmoothScroll } from '@/components/layout/smooth-scroll';
import { overscrollEffects, type OverscrollEffect } from '@/lib/smooth-scroll/overscroll-effect';
import { oneOf, parsed, shape } from './props';

export interface SmoothScrollIslandProps {
  /** The effect at the page's edges, the site setting as the server resolved it. */
  overscroll: OverscrollEffect;
}

export const parseProps = (raw: unknown) =>
  parsed(
    raw,
    shape<SmoothScrollIslandProps>({ overscroll: oneOf(overscrollEffects) }),
    'smooth scroll',
    `an overscroll effect (${overscrollEffects.join(', ')})`,
  );

export default function SmoothScrollIsland({ overscroll }: SmoothScrollIslandProps) {
  return <SmoothScroll overscroll={overscroll} />;
}
