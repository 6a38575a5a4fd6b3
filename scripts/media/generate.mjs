// Regenerates every file of the site's media contract into public/, then
// checks the result and prints a size summary (exit code 1 if anything is off).
// Deterministic: randomness is seeded per file, so a rerun writes identical bytes.
//   node scripts/media/generate.mjs               everything
//   node scripts/media/generate.mjs --only=workers  one group (brand, heroes,
//     case-studies, services, posts, home, workers)
import { execFileSync } from 'node:child_process';
import { generateBrand } from './brand.mjs';
import { generatePictures } from './pictures.mjs';
import { generateMotion } from './motion.mjs';
import { checkOutputs } from './check.mjs';
import { assertFfmpeg } from './lib/video.mjs';

const GROUPS = ['brand', 'heroes', 'case-studies', 'services', 'posts', 'home', 'workers'];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && !GROUPS.includes(only)) {
  console.error(`Unknown group "${only}". Groups: ${GROUPS.join(', ')}`);
  process.exit(2);
}
const wants = (group) => !only || only === group;
const started = Date.now();

if (wants('home') || wants('workers')) assertFfmpeg();
if (wants('brand')) await generateBrand();
for (const group of ['heroes', 'case-studies', 'services', 'posts']) {
  if (wants(group)) await generatePictures(group);
}
for (const group of ['home', 'workers']) {
  if (wants(group)) await generateMotion(group);
}
console.log(`Generated ${only ?? 'all media'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = (await checkOutputs()) ? 0 : 1;
// The served copies (widths, AVIF, hashed names) of whatever changed, and their manifest; it checks itself.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/media/responsive.ts'], { stdio: 'inherit' });
