// The media the site serves: from each master the stand-in art generator drew
// (packages/stand-in-art, listed in public/media/stand-in-art.json) the widths its
// pictures are drawn at, as WebP and, where smaller at every width, AVIF; clips
// and vectors as copies. All under content-hashed names in public/assets/media,
// listed in src/lib/media/media-manifest.json, which the Media primitive reads.
//   node --import tsx scripts/media/responsive.ts           write everything (a few minutes: AVIF is slow)
//   node --import tsx scripts/media/responsive.ts --check   verify only (files, names, strays, budget)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import sharp from 'sharp';
import {
  formatEntry,
  hashedPath,
  parseEntry,
  widthsFor,
  type MediaEntry,
  type MediaManifest,
  type RasterFormat,
} from '../../src/lib/media/media-files.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));
/** Absolute file path of a site path such as '/media/hero/home.mp4'. */
const publicFile = (sitePath: string) => join(PUBLIC_DIR, sitePath);
const MANIFEST_FILE = join(PUBLIC_DIR, '../src/lib/media/media-manifest.json');
const HASHED_DIR = join(PUBLIC_DIR, 'assets/media');
/** What the hashed copies may weigh together (they are committed). */
const BUDGET_BYTES = 6 * 1024 * 1024;

/** The generator's WebP quality, so resized copies match the masters beside them; part of every hash. */
const WEBP = { quality: 74, effort: 6, smartSubsample: true } as const;
const AVIF = { quality: 50, effort: 4 } as const;
/** Part of every hash: new settings or a new encoder give new names. */
const SETTINGS = JSON.stringify({
  WEBP,
  AVIF,
  vips: sharp.versions.vips,
  aom: sharp.versions.aom,
  webp: sharp.versions.webp,
});

/** One file the generator drew, as its output list names it. */
export interface DrawnFile {
  path: string;
  kind: 'webp' | 'png' | 'svg' | 'mp4';
  width: number;
  height: number;
}

/** Every file the generator drew: its output list, the one thing the site reads from it. */
export function drawnFiles(): DrawnFile[] {
  return JSON.parse(readFileSync(publicFile('/media/stand-in-art.json'), 'utf8')) as DrawnFile[];
}

/** Masters: every picture but the '-800' siblings (kept for the 800 px copy) and the share card. */
function masters(): DrawnFile[] {
  return drawnFiles().filter(
    ({ path, kind }) =>
      (kind === 'webp' && !path.endsWith('-800.webp')) ||
      kind === 'mp4' ||
      (kind === 'svg' && path.startsWith('/media/')),
  );
}

const siblingOf = (path: string) => path.replace(/\.webp$/, '-800.webp');

async function hashOf(files: string[]): Promise<string> {
  const hash = createHash('sha256').update(SETTINGS);
  for (const file of files) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 8);
}

async function write(target: string, bytes: Buffer) {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, bytes);
}

/** The WebP at one width: the master's or its 800 px sibling's own bytes where the width matches, so those pixels do not change. */
async function webpAt(master: DrawnFile, width: number): Promise<Buffer> {
  if (width === master.width) return readFile(publicFile(master.path));
  const sibling = publicFile(siblingOf(master.path));
  if (width === 800 && existsSync(sibling) && (await sharp(sibling).metadata()).width === 800) return readFile(sibling);
  return sharp(publicFile(master.path)).resize(width, null, { kernel: 'lanczos3' }).webp(WEBP).toBuffer();
}

async function avifAt(master: DrawnFile, width: number): Promise<Buffer> {
  return sharp(publicFile(master.path)).resize(width, null, { kernel: 'lanczos3' }).avif(AVIF).toBuffer();
}

/** The entry of a picture already written under this hash (names change with content, so existing files are current). */
function alreadyWritten(path: string, hash: string, widths: number[]): MediaEntry | undefined {
  const exist = (format: RasterFormat) =>
    widths.every((width) => existsSync(publicFile(hashedPath(path, hash, width, format))));
  if (!exist('webp')) return undefined;
  return { hash, widths, ...(exist('avif') ? { avif: true } : {}) };
}

async function writePicture(master: DrawnFile): Promise<MediaEntry> {
  const sibling = publicFile(siblingOf(master.path));
  const hash = await hashOf([publicFile(master.path), ...(existsSync(sibling) ? [sibling] : [])]);
  const widths = widthsFor(master.path, master.width);
  const written = alreadyWritten(master.path, hash, widths);
  if (written) return written;
  const files: [string, Buffer][] = [];
  let avifSmaller = true;
  for (const width of widths) {
    const webp = await webpAt(master, width);
    const avif = await avifAt(master, width);
    files.push([hashedPath(master.path, hash, width, 'webp'), webp]);
    files.push([hashedPath(master.path, hash, width, 'avif'), avif]);
    if (avif.length >= webp.length) avifSmaller = false;
  }
  for (const [path, bytes] of files) {
    if (!avifSmaller && path.endsWith('.avif')) continue;
    await write(publicFile(path), bytes);
  }
  return { hash, widths, ...(avifSmaller ? { avif: true as const } : {}) };
}

async function writeCopy(master: DrawnFile): Promise<MediaEntry> {
  const hash = await hashOf([publicFile(master.path)]);
  const target = publicFile(hashedPath(master.path, hash));
  await mkdir(dirname(target), { recursive: true });
  await copyFile(publicFile(master.path), target);
  return { hash };
}

/** Every file an entry names, as site paths. */
export function filesOf(path: string, entry: MediaEntry): string[] {
  if (!entry.widths) return [hashedPath(path, entry.hash)];
  const formats: RasterFormat[] = entry.avif ? ['webp', 'avif'] : ['webp'];
  return entry.widths.flatMap((width) => formats.map((format) => hashedPath(path, entry.hash, width, format)));
}

async function walk(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes what is missing (a rerun over unchanged masters encodes nothing), then removes names no entry uses. */
export async function generateResponsive(): Promise<MediaManifest> {
  const entries: Record<string, MediaEntry> = {};
  for (const master of masters()) {
    entries[master.path] = master.kind === 'webp' ? await writePicture(master) : await writeCopy(master);
    process.stdout.write('.');
  }
  const manifest: MediaManifest = Object.fromEntries(
    Object.entries(entries).map(([path, entry]) => [path, formatEntry(entry)]),
  );
  const current = new Set(Object.entries(entries).flatMap(([path, entry]) => filesOf(path, entry).map(publicFile)));
  for (const file of await walk(HASHED_DIR)) if (!current.has(file)) await rm(file);
  // Formatted as `npm run lint` expects.
  await writeFile(MANIFEST_FILE, await format(JSON.stringify(manifest), { parser: 'json' }));
  return manifest;
}

/** Problems with the written set: a missing or wrongly sized file, a stale name, a stray, the budget. */
export async function checkResponsive(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as MediaManifest;
  const problems: string[] = [];
  const expected = new Set<string>();
  for (const master of masters()) {
    const line = manifest[master.path];
    const entry = line === undefined ? undefined : parseEntry(master.path, line);
    if (!entry) {
      problems.push(`${master.path}: not in the media manifest`);
      continue;
    }
    const sibling = publicFile(siblingOf(master.path));
    const sources = [publicFile(master.path), ...(master.kind === 'webp' && existsSync(sibling) ? [sibling] : [])];
    if ((await hashOf(sources)) !== entry.hash) problems.push(`${master.path}: hash is stale, rerun the pipeline`);
    for (const path of filesOf(master.path, entry)) {
      expected.add(publicFile(path));
      const width = Number(path.match(/-(\d+)\.[0-9a-f]{8}\.\w+$/)?.[1]);
      try {
        if (entry.widths && (await sharp(publicFile(path)).metadata()).width !== width) {
          problems.push(`${path}: not ${width} px wide`);
        }
      } catch {
        problems.push(`${path}: missing or unreadable`);
      }
    }
  }
  const files = await walk(HASHED_DIR);
  files.filter((file) => !expected.has(file)).forEach((file) => problems.push(`${relative(PUBLIC_DIR, file)}: stray`));
  const bytes = (await Promise.all(files.map((file) => stat(file)))).reduce((sum, { size }) => sum + size, 0);
  if (bytes > BUDGET_BYTES) problems.push(`public/assets/media totals ${Math.round(bytes / 1024)} KB, over the budget`);
  console.log(`public/assets/media: ${files.length} files, ${Math.round(bytes / 1024)} KB`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--check')) {
    const started = Date.now();
    await generateResponsive();
    console.log(`\nWrote the responsive media in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const problems = await checkResponsive();
  problems.forEach((problem) => console.error(`  ${problem}`));
  process.exitCode = problems.length ? 1 : 0;
}
