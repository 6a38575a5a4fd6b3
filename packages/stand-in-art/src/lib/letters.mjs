// A small monoline alphabet drawn as stroked paths, so wordmarks render the
// same everywhere (SVG text would depend on the fonts of each machine).
// Units: baseline y = 0, x-height 13, cap height and ascenders 20, descenders 7.
// Dots are zero-length segments that the round line cap turns into discs.
import { shiftPath } from './svg.mjs';

const BOWL = 'M0 -6.5A6.5 6.5 0 1 0 13 -6.5A6.5 6.5 0 1 0 0 -6.5';
const dot = (x, y) => `M${x} ${y}h0.01`;

const GLYPHS = {
  ' ': { width: 4, d: '' },
  '.': { width: 0, d: dot(0, -0.5) },
  a: { width: 13, d: `${BOWL}M13 -13V0` },
  b: { width: 13, d: `${BOWL}M0 -20V0` },
  c: { width: 12, d: 'M11.48 -10.68A6.5 6.5 0 1 0 11.48 -2.32' },
  d: { width: 13, d: `${BOWL}M13 -20V0` },
  e: { width: 13, d: 'M0.2 -6.5H13A6.5 6.5 0 1 0 11.48 -2.32' },
  f: { width: 9, d: 'M3 0V-15A5 5 0 0 1 8 -20H9M0 -13H8' },
  g: { width: 13, d: `${BOWL}M13 -13V1A6 6 0 0 1 7 7H3` },
  h: { width: 11, d: 'M0 -20V0M0 -7A5.5 5.5 0 0 1 11 -7V0' },
  i: { width: 0, d: `M0 -13V0${dot(0, -18.5)}` },
  l: { width: 0, d: 'M0 -20V0' },
  m: { width: 18, d: 'M0 -13V0M0 -8.5A4.5 4.5 0 0 1 9 -8.5V0M9 -8.5A4.5 4.5 0 0 1 18 -8.5V0' },
  n: { width: 11, d: 'M0 -13V0M0 -7A5.5 5.5 0 0 1 11 -7V0' },
  o: { width: 13, d: BOWL },
  p: { width: 13, d: `${BOWL}M0 -13V7` },
  r: { width: 8, d: 'M0 -13V0M0 -7A6 6 0 0 1 6 -13H8' },
  s: {
    width: 10,
    d: 'M10 -11.2C9 -12.5 7.4 -13 5.2 -13C2.3 -13 0.5 -11.6 0.5 -9.7C0.5 -7.5 2.6 -6.9 5 -6.5C7.8 -6.1 10 -5.4 10 -3.3C10 -1.2 8 0 5 0C2.6 0 0.9 -0.6 0 -2',
  },
  t: { width: 9, d: 'M3 -18V-5A5 5 0 0 0 8 0H9M0 -13H8' },
  u: { width: 11, d: 'M0 -13V-6A5.5 5.5 0 0 0 11 -6M11 -13V0' },
  w: { width: 18, d: 'M0 -13L4.5 0L9 -13L13.5 0L18 -13' },
  y: { width: 13, d: 'M0 -13L6.5 0M13 -13L3.5 6' },
  A: { width: 15, d: 'M0 0L7.5 -20L15 0M2.8 -7H12.2' },
  C: { width: 18, d: 'M17.66 -16.43A10 10 0 1 0 17.66 -3.57' },
  G: { width: 20, d: 'M17.66 -16.43A10 10 0 1 0 20 -10H11' },
  I: { width: 0, d: 'M0 -20V0' },
  M: { width: 18, d: 'M0 0V-20L9 -6L18 -20V0' },
  S: {
    width: 14,
    d: 'M14 -17C12.8 -19.1 10.5 -20 7.5 -20C3.6 -20 1 -18 1 -15C1 -11.8 3.8 -10.8 7.5 -10.2C11.5 -9.6 14 -8.4 14 -5.2C14 -2 11.2 0 7.4 0C4 0 1.3 -1.2 0 -3.2',
  },
};

/** Path data for a word in font units starting at x = 0, and its advance width. */
export function wordPath(text, tracking = 4.6) {
  let x = 0;
  const parts = [];
  [...text].forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`letters.mjs has no glyph for "${character}"`);
    if (glyph.d) parts.push(shiftPath(glyph.d, x));
    x += glyph.width + (index < text.length - 1 ? tracking : 0);
  });
  return { d: parts.join(''), width: x };
}

/**
 * A stroked word placed with its left baseline at (x, baseline), `size` being the
 * pixel height of capitals. Returns the SVG and the drawn width in pixels.
 */
export function drawWord(text, { x, baseline, size, colour, weight = 3, tracking }) {
  const scale = size / 20;
  const { d, width } = wordPath(text, tracking);
  const svg =
    `<path d="${d}" transform="translate(${x} ${baseline}) scale(${scale})" fill="none" stroke="${colour}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { svg, width: width * scale };
}

/** Width in pixels a word would take at a given capital height. */
export const measureWord = (text, size, tracking) => (wordPath(text, tracking).width * size) / 20;
