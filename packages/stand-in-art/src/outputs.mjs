// Every file the generator writes, with its pixel size: the generator writes
// these, the check verifies them and the output list tells the site what exists,
// so the three cannot drift apart.
import { writeFile } from 'node:fs/promises';
import { CASE_STUDIES, HERO_PAGES, POSTS, SERVICES, WORKERS } from './subjects.mjs';
import { outFile } from './settings.mjs';

/** Site path of the output list: what the site reads instead of this package's code. */
export const OUTPUT_LIST = '/media/stand-in-art.json';

const webp = (path, width, height) => ({ path, kind: 'webp', width, height });

export function expectedOutputs() {
  return [
    { path: '/media/brand/logo-light.svg', kind: 'svg', width: 180, height: 40 },
    { path: '/media/brand/logo-dark.svg', kind: 'svg', width: 180, height: 40 },
    { path: '/favicon.svg', kind: 'svg', width: 32, height: 32 },
    { path: '/media/brand/og-default.png', kind: 'png', width: 1200, height: 630 },
    webp('/media/hero/home-poster.webp', 1600, 900),
    webp('/media/hero/home-poster-800.webp', 800, 450),
    { path: '/media/hero/home.mp4', kind: 'mp4', width: 1280, height: 720 },
    ...HERO_PAGES.flatMap(({ key }) => [
      webp(`/media/heroes/${key}.webp`, 1600, 900),
      webp(`/media/heroes/${key}-800.webp`, 800, 450),
    ]),
    ...WORKERS.flatMap(({ slug }) => [
      webp(`/media/workers/${slug}.webp`, 640, 800),
      webp(`/media/workers/${slug}-poster.webp`, 640, 360),
      { path: `/media/workers/${slug}.mp4`, kind: 'mp4', width: 640, height: 360 },
    ]),
    ...CASE_STUDIES.flatMap(({ slug }) => [
      webp(`/media/case-studies/${slug}/cover.webp`, 1200, 800),
      webp(`/media/case-studies/${slug}/slide-1.webp`, 1200, 800),
      webp(`/media/case-studies/${slug}/slide-2.webp`, 800, 1000),
      webp(`/media/case-studies/${slug}/slide-3.webp`, 1200, 675),
      webp(`/media/case-studies/${slug}/hero.webp`, 1600, 900),
      webp(`/media/case-studies/${slug}/hero-800.webp`, 800, 450),
    ]),
    ...SERVICES.flatMap(({ key }) => [
      webp(`/media/services/${key}.webp`, 1600, 900),
      webp(`/media/services/${key}-800.webp`, 800, 450),
      webp(`/media/services/${key}-1.webp`, 1200, 800),
      webp(`/media/services/${key}-2.webp`, 800, 1000),
    ]),
    ...POSTS.map(({ slug }) => webp(`/media/posts/${slug}.webp`, 1200, 675)),
  ];
}

/** Budgets from the media brief, in bytes. */
export const BUDGETS = { videos: 2 * 1024 * 1024, all: 8 * 1024 * 1024, heroClip: 500 * 1024 };

/** Writes the output list: every file with its kind and pixel size, one line each so diffs read well. */
export async function writeOutputList() {
  const lines = expectedOutputs().map((output) => `  ${JSON.stringify(output)}`);
  await writeFile(outFile(OUTPUT_LIST), `[\n${lines.join(',\n')}\n]\n`);
}
