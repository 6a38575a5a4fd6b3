// Brand artwork: the infinity mark with the 'Infinyte' wordmark (drawn as
// strokes, no fonts), the favicon and the default Open Graph card.
import { BRAND, INK, paletteFor } from './lib/colour.mjs';
import { drawWord, measureWord } from './lib/letters.mjs';
import { scene } from './lib/art.mjs';
import { el, lemniscatePoint, smoothPath, svgDocument } from './lib/svg.mjs';
import { writePng, writeText } from './lib/raster.mjs';
import { outFile } from './settings.mjs';

const TAGLINE = 'Intelligence. Impact. Infinite Scale.';

/**
 * The mark: an infinity loop left open on its upper right, where a node waits at
 * the end of the line (endless, yet always moving forward).
 */
function mark(cx, cy, halfWidth, colour, stroke, nodeRadius) {
  const start = -Math.PI / 4;
  const points = [];
  for (let step = 0; step <= 80; step += 1) {
    const t = start + 0.42 + (step / 80) * (Math.PI * 2 - 0.84);
    const [x, y] = lemniscatePoint(t, halfWidth, 1.45);
    points.push([cx + x, cy + y]);
  }
  const [nx, ny] = lemniscatePoint(start, halfWidth, 1.45);
  return (
    el('path', {
      d: smoothPath(points),
      fill: 'none',
      stroke: colour,
      'stroke-width': stroke,
      'stroke-linecap': 'round',
    }) + el('circle', { cx: cx + nx, cy: cy + ny, r: nodeRadius, fill: colour })
  );
}

/** The mark and wordmark in one colour, in the logo's 180 x 40 units. */
function logoBody(colour) {
  const word = drawWord('Infinyte', { x: 56, baseline: 30, size: 23, colour, weight: 2.9 });
  return mark(24, 20, 21, colour, 3.6, 3.2) + word.svg;
}

function logoSvg(colour) {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="Infinyte">' +
    logoBody(colour) +
    '</svg>\n'
  );
}

function faviconSvg() {
  const defs = el(
    'linearGradient',
    { id: 'f', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': BRAND.cyan }) + el('stop', { offset: 1, 'stop-color': BRAND.sky }),
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    `<defs>${defs}</defs>` +
    el('rect', { width: 32, height: 32, rx: 7, fill: INK.deep }) +
    mark(16, 16, 12.5, 'url(#f)', 2.8, 2.4) +
    '</svg>\n'
  );
}

/** 1200 x 630 card: the white logo over the artwork, the tagline beneath. */
function ogSvg() {
  const w = 1200;
  const h = 630;
  const { defs, body } = scene({ w, h, seed: 'og-default', palette: paletteFor(205), glyph: null, detail: 0.8 });
  const scale = 3.3;
  const logoX = (w - 180 * scale) / 2 + 8;
  const taglineSize = 26;
  const taglineWidth = measureWord(TAGLINE, taglineSize, 4.2);
  const tagline = drawWord(TAGLINE, {
    x: (w - taglineWidth) / 2,
    baseline: 452,
    size: taglineSize,
    colour: BRAND.cyan,
    weight: 2.6,
    tracking: 4.2,
  });
  // A soft pool of ink behind the logo keeps the lines of the artwork from crossing it.
  const calmDefs = el(
    'radialGradient',
    { id: 'calm' },
    el('stop', { offset: 0.5, 'stop-color': INK.deepest, 'stop-opacity': 0.6 }) +
      el('stop', { offset: 1, 'stop-color': INK.deepest, 'stop-opacity': 0 }),
  );
  const calm = el('ellipse', { cx: w / 2, cy: 330, rx: 560, ry: 240, fill: 'url(#calm)' });
  return svgDocument({
    width: w,
    height: h,
    defs: defs + calmDefs,
    body:
      body + calm + `<g transform="translate(${logoX} 190) scale(${scale})">${logoBody('#ffffff')}</g>` + tagline.svg,
  });
}

export async function generateBrand() {
  await writeText(outFile('/media/brand/logo-light.svg'), logoSvg(INK.deep));
  await writeText(outFile('/media/brand/logo-dark.svg'), logoSvg('#ffffff'));
  await writeText(outFile('/favicon.svg'), faviconSvg());
  await writePng(ogSvg(), outFile('/media/brand/og-default.png'));
}
