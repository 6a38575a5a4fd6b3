// The hosts get `npm run build:host`: the same dist/ without the .br/.gz copies the Node server
// serves (Netlify and Cloudflare compress by themselves, and would serve those files by name).
// While the host suite runs, the copies wait in a folder beside dist/, and come back after it.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const PRECOMPRESSED = /\.(br|gz)$/;

function precompressedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function move(from: string, to: string) {
  mkdirSync(dirname(to), { recursive: true });
  renameSync(from, to);
}

/** Moves dist's precompressed copies aside; the returned function puts them back. */
export function asHostsShipIt(dist: string): () => void {
  const aside = `${dist}.precompressed`;
  // A run that was killed left its copies aside: they belong to this dist.
  restore(dist, aside);
  for (const file of precompressedFiles(dist)) move(file, join(aside, relative(dist, file)));
  return () => restore(dist, aside);
}

function restore(dist: string, aside: string) {
  let files: string[];
  try {
    files = precompressedFiles(aside);
  } catch {
    return;
  }
  for (const file of files) move(file, join(dist, relative(aside, file)));
  rmSync(aside, { recursive: true, force: true });
}
