// Which of the browser suite's servers (playwright.config.ts's webServer entries) a shard's spec files reach, and
// so which builds the shard makes: a spec needs a server when it, or a helper it imports from tests/, names the
// server's address. The site is needed by nearly every spec and is always built.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

export interface Server {
  /** The webServer entry's name (PW_SERVERS). */
  name: string;
  /** The npm script that builds what it serves. */
  build: string;
  /** The export of playwright.config.ts that holds its address. */
  address: RegExp;
}

export const optionalServers: Server[] = [
  { name: 'stories', build: 'stories:build', address: /\bSTORIES_URL\b/ },
  { name: 'configured', build: 'build:configured', address: /\bCONFIGURED_URL\b/ },
  { name: 'analytics', build: 'build:analytics', address: /\bANALYTICS_URL\b/ },
];

const relativeImport = /\bfrom\s+'(\.{1,2}\/[^']+)'/g;

/** The file and every file it imports from `within`, by relative path (the specs' helpers). */
function reachedSources(file: string, within: string, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  seen.set(file, source);
  for (const [, specifier] of source.matchAll(relativeImport)) {
    const base = resolve(dirname(file), specifier!);
    const target = [`${base}.ts`, `${base}.tsx`, base].find((path) => /\.tsx?$/.test(path) && existsSync(path));
    if (target?.startsWith(within + sep)) reachedSources(target, within, seen);
  }
  return seen;
}

/** The optional servers that the given specs (paths under `testDir`) reach. */
export function serversFor(specFiles: Iterable<string>, testDir: string): Server[] {
  const within = resolve(testDir);
  const sources = new Map<string, string>();
  for (const spec of specFiles) reachedSources(join(within, spec), within, sources);
  return optionalServers.filter((server) => [...sources.values()].some((source) => server.address.test(source)));
}
