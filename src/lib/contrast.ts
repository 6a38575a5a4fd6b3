import { blend, formatHex, parse, wcagContrast } from 'culori';

// WCAG contrast of the colour roles, for the contrast test (token values) and the token
// reference story (colours the browser resolved). Translucent roles are flattened first.

/** A colour painted over an opaque backdrop, as the eye sees it. */
export function flatten(color: string, backdrop: string): string {
  const top = parse(color);
  const bottom = parse(backdrop);
  if (!top || !bottom) throw new Error(`Unparseable colour ${color} or ${backdrop}`);
  return formatHex(blend([bottom, top], 'normal', 'rgb'));
}

/** Contrast of `fg` drawn on `bg`, `bg` itself lying on `over` (white unless said), to two decimals. */
export function contrastRatio(fg: string, bg: string, over = '#ffffff'): number {
  const backdrop = flatten(bg, over);
  return Math.round(wcagContrast(flatten(fg, backdrop), backdrop) * 100) / 100;
}
