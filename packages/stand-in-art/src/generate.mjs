// Draws every group (or one) into the output folder, then writes the output list.
// Deterministic: randomness is seeded per file, so a rerun writes identical bytes.
import { generateBrand } from './brand.mjs';
import { generatePictures } from './pictures.mjs';
import { generateMotion } from './motion.mjs';
import { writeOutputList } from './outputs.mjs';
import { configure } from './settings.mjs';
import { assertFfmpeg } from './lib/video.mjs';

export const GROUPS = ['brand', 'heroes', 'case-studies', 'services', 'posts', 'home', 'workers'];

/** Writes the files of `only` (a group name) or of every group under outDir, in the colours of tokensDir. */
export async function generate({ outDir, tokensDir, only }) {
  if (only && !GROUPS.includes(only)) throw new Error(`Unknown group "${only}". Groups: ${GROUPS.join(', ')}`);
  configure({ outDir, tokensDir });
  const wants = (group) => !only || only === group;
  if (wants('home') || wants('workers')) assertFfmpeg();
  if (wants('brand')) await generateBrand();
  for (const group of ['heroes', 'case-studies', 'services', 'posts']) {
    if (wants(group)) await generatePictures(group);
  }
  for (const group of ['home', 'workers']) {
    if (wants(group)) await generateMotion(group);
  }
  await writeOutputList();
}
