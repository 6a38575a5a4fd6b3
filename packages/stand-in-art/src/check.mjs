// Verifies that every file of the media contract exists with the right pixel
// size, that clips are silent H.264 loops, and that the budgets hold; prints a
// size summary. Needs no ffmpeg: `stand-in-art --check` works anywhere.
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { BUDGETS, expectedOutputs, OUTPUT_LIST } from './outputs.mjs';
import { outDir, outFile } from './settings.mjs';
import { readMp4Info } from './lib/mp4.mjs';

async function sizeOf({ path, kind }) {
  const file = outFile(path);
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

/** Problems with the written files (none when all is well) and a size summary to print. */
export async function checkOutputs() {
  const problems = [];
  const groups = new Map();
  let videoBytes = 0;
  for (const output of expectedOutputs()) {
    try {
      const { size: bytes } = await stat(outFile(output.path));
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
  const mediaFiles = await walk(join(outDir(), 'media')).catch(() => []);
  const expected = new Set([...expectedOutputs().map(({ path }) => outFile(path)), outFile(OUTPUT_LIST)]);
  const strays = mediaFiles.filter((file) => !expected.has(file));
  strays.forEach((file) => problems.push(`${relative(outDir(), file)}: not part of the media contract`));
  const totalBytes = (await Promise.all(mediaFiles.map((file) => stat(file)))).reduce((sum, s) => sum + s.size, 0);
  if (videoBytes > BUDGETS.videos) problems.push(`videos total ${kb(videoBytes)}, over ${kb(BUDGETS.videos)}`);
  if (totalBytes > BUDGETS.all) problems.push(`media/ totals ${kb(totalBytes)}, over ${kb(BUDGETS.all)}`);

  const summary = [
    'Media summary',
    ...[...groups].map(
      ([group, { files, bytes, largest }]) =>
        `  ${group.padEnd(26)} ${String(files).padStart(3)} files  ${kb(bytes).padStart(8)}  largest ${kb(largest)}`,
    ),
    `  videos ${kb(videoBytes)} (budget ${kb(BUDGETS.videos)}); media/ ${kb(totalBytes)} (budget ${kb(BUDGETS.all)})`,
  ];
  return { problems, summary };
}
