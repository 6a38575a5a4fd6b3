// Palette of the artwork: deep ink-navy grounds, sky and cyan glows, cobalt.
// Each subject shifts the hue a little so images stay related but distinct. The
// fixed colours are the site's palette tokens (color.primitives.json), read when
// drawn rather than at import, so the token folder can be set first.
import { primitive } from './tokens.mjs';

export const INK = {
  get deepest() {
    return primitive('color.ink.950');
  },
  get deep() {
    return primitive('color.ink.900');
  },
  get raised() {
    return primitive('color.ink.800');
  },
};
export const BRAND = {
  get sky() {
    return primitive('color.sky.400');
  },
  get cyan() {
    return primitive('color.sky.300');
  },
  get cobalt() {
    return primitive('color.cobalt.600');
  },
};

/** CSS-style hsl() to a hex string. */
export function hsl(hue, saturation, lightness) {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset) => {
    const k = (offset + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Colours for one subject around a base hue (199 = the brand's sky blue). */
export function paletteFor(hue = 199) {
  return {
    glow: hsl(hue, 93, 60),
    light: hsl(hue, 95, 80),
    deep: hsl(hue + 22, 76, 48),
    ground: hsl(hue + 20, 45, 10),
    hue,
  };
}
