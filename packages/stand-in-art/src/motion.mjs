// Looping clips with posters: the home hero and the twelve digital workers.
// A poster is the clip's first frame (phase 0) rendered at the poster size,
// so the swap from poster to video shows no jump.
import { paletteFor } from './lib/colour.mjs';
import { GLYPHS } from './lib/glyphs.mjs';
import { scene, infinityLoop } from './lib/art.mjs';
import { avatar, avatarDefs } from './lib/avatar.mjs';
import { svgDocument } from './lib/svg.mjs';
import { writeWebp } from './lib/raster.mjs';
import { writeClip } from './lib/video.mjs';
import { outFile } from './settings.mjs';
import { WORKERS } from './subjects.mjs';

const HERO_CLIP = { width: 1280, height: 720, seconds: 4, crf: 26 };
const WORKER_CLIP = { width: 640, height: 360, seconds: 3, crf: 23 };

/** The home hero: a bright infinity loop drawn through the network, right of the headline. */
function homeSvg(phase, width, height) {
  const w = 1600;
  const h = 900;
  const palette = paletteFor(199);
  const loop = infinityLoop(palette, [w * 0.66, h * 0.5], w * 0.3, phase, 2.6);
  const { defs, body } = scene({
    w,
    h,
    seed: 'home',
    palette,
    glyph: null,
    phase,
    layout: 'hero',
    extra: loop,
    detail: 1.2,
  });
  return svgDocument({ width, height, viewWidth: w, viewHeight: h, defs, body });
}

/** A worker: the bust in its own colour, with the scene around it. */
function workerSvg({ slug, glyph, hue }, phase, w, h, width = w, height = h) {
  const palette = paletteFor(hue);
  const portrait = h > w;
  const size = portrait ? h * 0.62 : h * 0.78;
  const centre = portrait ? [w * 0.5, h * 0.56] : [w * 0.5, h * 0.58];
  const figure = avatar(palette, centre, size, phase, GLYPHS[glyph]);
  const { defs, body } = scene({
    w,
    h,
    seed: `worker/${slug}`,
    palette,
    glyph: null,
    phase,
    layout: 'card',
    extra: figure,
    loop: false,
    detail: 0.7,
  });
  return svgDocument({ width, height, viewWidth: w, viewHeight: h, defs: defs + avatarDefs(palette), body });
}

export async function generateMotion(only) {
  if (!only || only === 'home') {
    await writeWebp(homeSvg(0, 1600, 900), [
      { file: outFile('/media/hero/home-poster.webp'), width: 1600, height: 900 },
      { file: outFile('/media/hero/home-poster-800.webp'), width: 800, height: 450 },
    ]);
    await writeClip({
      file: outFile('/media/hero/home.mp4'),
      ...HERO_CLIP,
      frameSvg: (phase) => homeSvg(phase, HERO_CLIP.width, HERO_CLIP.height),
    });
  }
  if (!only || only === 'workers') {
    for (const worker of WORKERS) {
      const base = `/media/workers/${worker.slug}`;
      await writeWebp(workerSvg(worker, 0, 640, 800), [{ file: outFile(`${base}.webp`), width: 640, height: 800 }]);
      await writeWebp(workerSvg(worker, 0, 640, 360), [
        { file: outFile(`${base}-poster.webp`), width: 640, height: 360 },
      ]);
      await writeClip({
        file: outFile(`${base}.mp4`),
        ...WORKER_CLIP,
        frameSvg: (phase) => workerSvg(worker, phase, 640, 360),
      });
    }
  }
}
