// Where `npm run test:shard` leaves a part's results and how `npm run test:report` reads them back: each part's
// folder holds part.json (what ran where), vitest/<suite>.json (vitest's JSON reporter), blob-<suite>/ (Playwright's
// blob reporter) and, for a shard, playwright-tests.json (the browser tests it listed).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const shardsFolder = 'reports/shards';

export interface Part {
  /** `k/N`, `hosts`, `engines` or `screen-reader`. */
  part: string;
  /** The checkout the part ran in: vitest names files by absolute path. */
  root: string;
  /** What the part ran: vitest suites (results in vitest/) and Playwright suites (in blob-<suite>/). */
  vitest: string[];
  playwright: string[];
}

export interface VitestTest {
  ancestorTitles: string[];
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';
  duration?: number;
  failureMessages: string[];
}

export interface VitestFile {
  part: string;
  suite: string;
  /** The file's path in the checkout. */
  file: string;
  /** A failure outside any test (the file would not load, a hook threw). */
  message: string;
  tests: VitestTest[];
}

export function writePart(folder: string, part: Part) {
  writeFileSync(join(folder, 'part.json'), JSON.stringify(part));
}

/** Every part's folder with its manifest, in name order. */
export function readParts(): { folder: string; part: Part }[] {
  if (!existsSync(shardsFolder)) return [];
  return readdirSync(shardsFolder)
    .sort()
    .map((name) => join(shardsFolder, name))
    .filter((folder) => existsSync(join(folder, 'part.json')))
    .map((folder) => ({ folder, part: JSON.parse(readFileSync(join(folder, 'part.json'), 'utf8')) as Part }));
}

type JsonReport = { testResults: { name: string; message: string; assertionResults: VitestTest[] }[] };

/** The files one part's vitest suite ran; undefined when it left no results (it never finished). */
export function readVitest(folder: string, part: Part, suite: string): VitestFile[] | undefined {
  const path = join(folder, 'vitest', `${suite}.json`);
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
  return report.testResults.map((result) => ({
    part: part.part,
    suite,
    file: relative(part.root, result.name),
    message: result.message,
    tests: result.assertionResults,
  }));
}
