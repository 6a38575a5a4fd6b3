// Still artwork: page heroes, service banners and blog posts (abstract, so the
// site shows them with alt=""), and drawn product screens for the case studies
// and the service galleries (case-study-pictures.mjs). Each file has its own seed, so no two look alike.
import { paletteFor } from './lib/colour.mjs';
import { GLYPHS } from './lib/glyphs.mjs';
import { scene } from './lib/art.mjs';
import { svgDocument } from './lib/svg.mjs';
import { writeWebp } from './lib/raster.mjs';
import { outFile } from './settings.mjs';
import { HERO_PAGES, POSTS, SERVICES } from './subjects.mjs';
import { generateCaseStudyPictures, picture } from './case-study-pictures.mjs';
import { SERVICE_SCREENS } from './service-screens.mjs';

/** One still: a scene at its design size, written at each listed output size. */
async function still({ seed, hue, glyph, layout, w, h, detail, outputs }) {
  const { defs, body } = scene({ w, h, seed, palette: paletteFor(hue), glyph: GLYPHS[glyph], layout, detail });
  const svg = svgDocument({ width: w, height: h, defs, body });
  await writeWebp(
    svg,
    outputs.map(([path, width, height]) => ({ file: outFile(path), width, height })),
  );
}

const heroOutputs = (base) => [
  [`${base}.webp`, 1600, 900],
  [`${base}-800.webp`, 800, 450],
];

export async function generatePictures(only) {
  if (!only || only === 'heroes') {
    for (const { key, glyph, hue } of HERO_PAGES) {
      await still({
        seed: `hero/${key}`,
        hue,
        glyph,
        layout: 'hero',
        w: 1600,
        h: 900,
        outputs: heroOutputs(`/media/heroes/${key}`),
      });
    }
  }
  if (!only || only === 'case-studies') await generateCaseStudyPictures();
  if (!only || only === 'services') {
    for (const { key, glyph, hue } of SERVICES) {
      const base = `/media/services/${key}`;
      await still({ seed: `service/${key}`, hue, glyph, layout: 'hero', w: 1600, h: 900, outputs: heroOutputs(base) });
      // The gallery pictures are drawn screens (service-screens.mjs).
      const [landscape, portrait] = SERVICE_SCREENS[key];
      await picture({
        slug: `service-${key}`,
        glyph,
        screen: landscape,
        index: 1,
        w: 1200,
        h: 800,
        outputs: [[`${base}-1.webp`, 1200, 800]],
      });
      await picture({
        slug: `service-${key}`,
        glyph,
        screen: portrait,
        index: 2,
        w: 800,
        h: 1000,
        outputs: [[`${base}-2.webp`, 800, 1000]],
      });
    }
  }
  if (!only || only === 'posts') {
    for (const { slug, glyph, hue } of POSTS) {
      await still({
        seed: `post/${slug}`,
        hue,
        glyph,
        layout: 'card',
        w: 1200,
        h: 675,
        outputs: [[`/media/posts/${slug}.webp`, 1200, 675]],
      });
    }
  }
}
