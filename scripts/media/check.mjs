// Verifies that every file of the media contract exists with the right pixel
// size, that clips are silent H.264 loops, and that the budgets hold; prints a
// size summary. Needs no ffmpeg: `node scripts/media/check.mjs` works anywhere.
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { BUDGETS, expectedOutputs } from './manifest.mjs';
import { PUBLIC_DIR, publicFile } from './paths.mjs';
import { readMp4Info } from './lib/mp4.mjs';

async function sizeOf({ path, kind }) {
  const file = publicFile(path);
  if (kind === 'svg') {
    const text = await readFile(file, 'utf8');
    const viewBox = text.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/);
    if (/<text[\s>]/.test(text)) throw new Error('contains a <text> element');
    return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : { width: 0, height: 0 };
  }
  if (kind === 'mp4') {
    const info = await readMp4Info(file);
    if (info.audioTracks > 0) throw new Error('has an audio track');
    if (info.seconds < 2.9 || info.seconds > 4.1) throw new Error(`lasts ${info.seconds.toFixed(2)} s`);
    return info;
  }
  const metadata = await sharp(file).metadata();
  if (metadata.format !== kind) throw new Error(`is ${metadata.format}, not ${kind}`);
  return metadata;
}

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return files.flat();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

export async function checkOutputs() {
  const problems = [];
  const groups = new Map();
  let videoBytes = 0;
  for (const output of expectedOutputs()) {
    try {
      const { size: bytes } = await stat(publicFile(output.path));
      const { width, height } = await sizeOf(output);
      if (width !== output.width || height !== output.height) {
        problems.push(`${output.path}: ${width}x${height}, expected ${output.width}x${output.height}`);
      }
      if (output.kind === 'mp4') videoBytes += bytes;
      if (output.path === '/media/hero/home.mp4' && bytes > BUDGETS.heroClip) {
        problems.push(`${output.path}: ${kb(bytes)} is over the ${kb(BUDGETS.heroClip)} budget`);
      }
      const group = output.path.split('/').slice(0, 3).join('/');
      const entry = groups.get(group) ?? { files: 0, bytes: 0, largest: 0 };
      groups.set(group, {
        files: entry.files + 1,
        bytes: entry.bytes + bytes,
        largest: Math.max(entry.largest, bytes),
      });
    } catch (error) {
      problems.push(`${output.path}: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
    }
  }
  const mediaFiles = await walk(join(PUBLIC_DIR, 'media')).catch(() => []);
  const expected = new Set(expectedOutputs().map(({ path }) => publicFile(path)));
  const strays = mediaFiles.filter((file) => !expected.has(file));
  strays.forEach((file) => problems.push(`${relative(PUBLIC_DIR, file)}: not part of the media contract`));
  const totalBytes = (await Promise.all(mediaFiles.map((file) => stat(file)))).reduce((sum, s) => sum + s.size, 0);
  if (videoBytes > BUDGETS.videos) problems.push(`videos total ${kb(videoBytes)}, over ${kb(BUDGETS.videos)}`);
  if (totalBytes > BUDGETS.all) problems.push(`public/media totals ${kb(totalBytes)}, over ${kb(BUDGETS.all)}`);

  console.log('\nMedia summary');
  for (const [group, { files, bytes, largest }] of groups) {
    console.log(
      `  ${group.padEnd(26)} ${String(files).padStart(3)} files  ${kb(bytes).padStart(8)}  largest ${kb(largest)}`,
    );
  }
  console.log(
    `  videos ${kb(videoBytes)} (budget ${kb(BUDGETS.videos)}); public/media ${kb(totalBytes)} (budget ${kb(BUDGETS.all)})`,
  );
  if (problems.length) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  ... and ${problems.length - shown.length} more` : '';
    console.error(`\n${problems.length} problem(s):\n  ${shown.join('\n  ')}${more}`);
    return false;
  }
  console.log(`  all ${expectedOutputs().length} contract files present with the right sizes`);
  return true;
}

if (
  import.meta.url === pathToFileURL(fileURLToPath(import.meta.url)).href &&
  process.argv[1] === fileURLToPath(import.meta.url)
) {
  process.exitCode = (await checkOutputs()) ? 0 : 1;
}
