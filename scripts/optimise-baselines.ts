// Recompresses screenshot baselines losslessly with oxipng (WebAssembly build, so it runs wherever Node does):
// the same pixels in about a quarter fewer bytes, which every clone carries for good once committed.
// By default only the baselines git sees as new or changed, the ones a re-record just wrote; `--all` does every
// baseline (once, after a full re-record). The screenshot suite compares pixels, not bytes, so a recompressed
// baseline matches the browser's own encoding of the same picture.
//
//   node --import tsx scripts/optimise-baselines.ts [--all]     (npm run test:update runs it)
import { execFileSync, execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { optimisePng } from './optimise-png.ts';

const root = resolve(import.meta.dirname, '..');
const baselines = 'tests/__screenshots__';

type Result = { file: string; before: number; after: number };

/** PNGs under the baseline folder that differ from the last commit (modified or untracked), or all of them. */
function baselineFiles(all: boolean): string[] {
  const args = all
    ? ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', baselines]
    : ['ls-files', '-z', '--modified', '--others', '--exclude-standard', '--', baselines];
  const listed = execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\0');
  return [...new Set(listed)].filter((file) => file.endsWith('.png')).map((file) => join(root, file));
}

async function optimiseFiles(files: string[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const file of files) {
    const original = readFileSync(file);
    const optimised = await optimisePng(original);
    // A file already at its smallest stays byte for byte as it is.
    if (optimised !== original) writeFileSync(file, optimised);
    results.push({ file, before: original.length, after: optimised.length });
  }
  return results;
}

/** One process per core, each with its share of the files: the WebAssembly build is single-threaded. */
async function inProcesses(files: string[]): Promise<Result[]> {
  const count = Math.min(availableParallelism(), files.length);
  const shares = Array.from({ length: count }, (_, index) => files.filter((_, at) => at % count === index));
  const self = fileURLToPath(import.meta.url);
  const lists = await Promise.all(
    shares.map(async (share) => {
      const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, self, '--files', ...share], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return JSON.parse(stdout) as Result[];
    }),
  );
  return lists.flat();
}

const at = process.argv.indexOf('--files');
if (at >= 0) {
  process.stdout.write(JSON.stringify(await optimiseFiles(process.argv.slice(at + 1))));
} else {
  const files = baselineFiles(process.argv.includes('--all'));
  if (files.length === 0) {
    console.log('optimise-baselines: no new or changed baselines');
  } else {
    const results = await inProcesses(files);
    const before = results.reduce((sum, result) => sum + result.before, 0);
    const after = results.reduce((sum, result) => sum + result.after, 0);
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    console.log(`optimise-baselines: ${results.length} PNGs, ${mb(before)} MB -> ${mb(after)} MB, pixels unchanged`);
  }
}
