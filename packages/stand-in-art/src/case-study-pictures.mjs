// Case-study pictures: each study's product screens (case-study-screens.mjs)
// drawn in our design tokens, on a quiet ground. The cover and three slides
// use the light theme; the page hero repeats the cover's screen in the dark
// theme, set to the right so the hero's text and scrim sit over plain ground.
import { el, svgDocument } from './lib/svg.mjs';
import { drawScreen } from './lib/screen.mjs';
import { themeColours } from './lib/tokens.mjs';
import { writeWebp } from './lib/raster.mjs';
import { outFile } from './settings.mjs';
import { CASE_STUDIES } from './subjects.mjs';
import { SCREENS } from './case-study-screens.mjs';

/** Width over height of each device, and the width its blocks are designed at (unit 1). */
const DEVICES = {
  browser: { aspect: 1.55, designWidth: 1000 },
  phone: { aspect: 0.48, designWidth: 360 },
  tablet: { aspect: 1.42, designWidth: 900 },
};

/** The largest device of its aspect that fits the box, centred in it. */
function place(kind, box, portrait) {
  const spec = DEVICES[kind];
  const aspect = kind === 'tablet' && portrait ? 1 / spec.aspect : spec.aspect;
  const w = Math.min(box.w, box.h * aspect);
  const h = w / aspect;
  const designWidth = kind === 'tablet' && portrait ? spec.designWidth * 0.72 : spec.designWidth;
  return { kind, x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h, unit: w / designWidth };
}

function ground(colours, w, h, id, hero) {
  const defs =
    el(
      'radialGradient',
      { id: `${id}-halo` },
      el('stop', { offset: 0, 'stop-color': colours.glow, 'stop-opacity': hero ? 0.28 : 0.22 }) +
        el('stop', { offset: 1, 'stop-color': colours.glow, 'stop-opacity': 0 }),
    ) +
    el(
      'radialGradient',
      { id: `${id}-tint` },
      el('stop', { offset: 0, 'stop-color': colours.accent, 'stop-opacity': hero ? 0.3 : 0.12 }) +
        el('stop', { offset: 1, 'stop-color': colours.accent, 'stop-opacity': 0 }),
    );
  const body =
    el('rect', { width: w, height: h, fill: hero ? colours.surface : colours.surfaceMuted }) +
    el('circle', { cx: w * 0.78, cy: h * 0.3, r: Math.max(w, h) * 0.45, fill: `url(#${id}-halo)` }) +
    el('circle', { cx: w * 0.15, cy: h * 0.85, r: Math.max(w, h) * 0.4, fill: `url(#${id}-tint)` });
  return { defs, body };
}

/** One drawn screen on its ground, written at each listed output size. */
export async function picture({ slug, glyph, screen, index, w, h, hero = false, outputs }) {
  const colours = themeColours(hero ? 'dark' : 'light');
  const id = `g${index}${hero ? 'h' : ''}`;
  const margin = Math.min(w, h) * 0.08;
  const box = hero
    ? { x: w * 0.56, y: h * 0.14, w: w * 0.4, h: h * 0.72 }
    : { x: margin, y: margin, w: w - 2 * margin, h: h - 2 * margin };
  const at = place(screen.device, box, h > w);
  const backdrop = ground(colours, w, h, id, hero);
  const drawn = drawScreen({
    seed: `case/${slug}/${index}`,
    colours,
    glyph,
    kind: at.kind,
    x: at.x,
    y: at.y,
    w: at.w,
    h: at.h,
    unit: at.unit,
    blocks: screen.blocks,
    withSidebar: screen.sidebar ?? false,
  });
  const svg = svgDocument({ width: w, height: h, defs: backdrop.defs + drawn.defs, body: backdrop.body + drawn.body });
  await writeWebp(
    svg,
    outputs.map(([path, width, height]) => ({ file: outFile(path), width, height })),
  );
}

const SLIDE_SIZES = [
  [1200, 800],
  [1200, 800],
  [800, 1000],
  [1200, 675],
];
const NAMES = ['cover', 'slide-1', 'slide-2', 'slide-3'];

export async function generateCaseStudyPictures() {
  for (const { slug, glyph } of CASE_STUDIES) {
    const screens = SCREENS[slug];
    if (!screens || screens.length !== 4) throw new Error(`case-study-screens.mjs needs four screens for ${slug}`);
    const base = `/media/case-studies/${slug}`;
    for (const [index, screen] of screens.entries()) {
      const [w, h] = SLIDE_SIZES[index];
      await picture({ slug, glyph, screen, index, w, h, outputs: [[`${base}/${NAMES[index]}.webp`, w, h]] });
    }
    await picture({
      slug,
      glyph,
      screen: screens[0],
      index: 0,
      w: 1600,
      h: 900,
      hero: true,
      outputs: [
        [`${base}/hero.webp`, 1600, 900],
        [`${base}/hero-800.webp`, 800, 450],
      ],
    });
  }
}
