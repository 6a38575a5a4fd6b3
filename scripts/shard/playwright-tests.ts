// The browser suite's tests as Playwright lists them (`playwright test --list --reporter=json`), whole or one shard's,
// without running anything: what a shard builds, and the check that the shards together hold every test once.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import getMeta from '@ladle/react/meta';

export interface ListedTest {
  /** `project › file › describe › title`: one test of one project, the same in every listing. */
  key: string;
  /** The spec's path under tests/, as Playwright reports it. */
  file: string;
}

interface JsonSuite {
  title: string;
  file: string;
  suites?: JsonSuite[];
  specs?: { title: string; file: string; tests: { projectName: string }[] }[];
}

function collect(suite: JsonSuite, titles: string[], into: ListedTest[]) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests)
      into.push({ key: [test.projectName, spec.file, ...titles, spec.title].join(' › '), file: spec.file });
  }
  for (const child of suite.suites ?? []) collect(child, [...titles, child.title], into);
}

/**
 * The story list tests/visual/stories.spec.ts is collected from, written without building the stories: Ladle's own
 * meta function, the one `ladle build` writes build/meta.json with. Every shard must list the same tests, built or not.
 */
export async function writeStoryList(folder: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'meta.json'), JSON.stringify(await getMeta()));
}

/** Lists the tests (of shard `k/N` when given); `env` must point STORIES_DIR at a story list. */
export function listTests(env: NodeJS.ProcessEnv, shard?: string): ListedTest[] {
  const args = ['playwright', 'test', '--list', '--reporter=json', ...(shard ? [`--shard=${shard}`] : [])];
  const run = spawnSync('npx', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`playwright ${args.slice(1).join(' ')} failed:\n${run.stderr}${run.stdout}`);
  const report = JSON.parse(run.stdout) as { suites: JsonSuite[]; errors: { message: string }[] };
  if (report.errors.length > 0) throw new Error(report.errors.map((error) => error.message).join('\n'));
  const tests: ListedTest[] = [];
  for (const suite of report.suites) collect(suite, [], tests);
  return tests;
}
