// Which overscroll effect the site draws. The name comes from a prop or the site setting
// (VITE_OVERSCROLL_EFFECT), so it is checked at run time: a wrong name is a loud error while
// developing and no effect at all in production, where a typo must never break scrolling.

export const overscrollEffects = ['glow', 'bounce', 'none'] as const;
export type OverscrollEffect = (typeof overscrollEffects)[number];

const isEffect = (name: string): name is OverscrollEffect => (overscrollEffects as readonly string[]).includes(name);

export function resolveOverscrollEffect(name: string, development: boolean): OverscrollEffect {
  if (isEffect(name)) return name;
  if (development) {
    throw new Error(`Unknown overscroll effect "${name}": use one of ${overscrollEffects.join(', ')}.`);
  }
  return 'none';
}
