// `npm run test:report`: the parts' results (reports/shards/*/, from `npm run test:shard`, or the workflow's
// artifacts) merged into one HTML report in tests/.report: every Playwright test from its blob report, with
// screenshots and diffs, and every vitest test replayed from its JSON (playwright.report.config.ts), each once.
// Before merging it checks that the parts together ran the whole browser suite once and no vitest file twice;
// it exits 1 on a gap, a repeat or a failed test, after writing the report.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { shardCoverage } from './shard/coverage.ts';
import { listTests, writeStoryList } from './shard/playwright-tests.ts';
import { testsNotPassed, type JsonReport } from './shard/merged-outcome.ts';
import { readParts, readVitest } from './shard/results.ts';

const blobs = 'reports/blobs';
const mergedJson = 'reports/merged.json';
const problems: string[] = [];
const parts = readParts();
if (parts.length === 0) {
  console.error(
    'No results in reports/shards/: run `npm run test:shard -- <k>/<N>` (or download the artifacts) first.',
  );
  process.exit(1);
}
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

// The browser suite: the shards' listings against the whole list, collected as theirs were, from the same story list
// and the sitemap their site build published (tests/e2e/routes.spec.ts has a test for each page in it).
const shards = parts.filter(({ part }) => /^\d+\/\d+$/.test(part.part));
const counts = new Set(shards.map(({ part }) => part.part.split('/')[1]));
if (counts.size > 1) problems.push(`shards of different counts: ${shards.map(({ part }) => part.part).join(', ')}`);
const listed = shards.map(({ folder, part }) => {
  const path = join(folder, 'playwright-tests.json');
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as string[];
  problems.push(`${part.part}: listed no browser tests (it stopped before listing them)`);
  return [];
});
const sitemaps = shards.map(({ folder }) => join(folder, 'sitemap.xml')).filter((path) => existsSync(path));
if (new Set(sitemaps.map((path) => readFileSync(path, 'utf8'))).size > 1)
  problems.push('the shards built other sitemaps');
if (sitemaps[0] && run('npm', ['run', 'tokens']) && run('npm', ['run', 'routes'])) {
  const storyList = '.tmp/report-story-list';
  await writeStoryList(storyList);
  const env = { ...process.env, STORIES_DIR: storyList, PW_SITEMAP_FILE: sitemaps[0] };
  const whole = listTests(env).map((test) => test.key);
  const { missing, extra } = shardCoverage(whole, listed);
  const sample = (keys: string[]) =>
    keys.slice(0, 10).join('\n  ') + (keys.length > 10 ? `\n  ... ${keys.length - 10} more` : '');
  if (missing.length > 0) problems.push(`${missing.length} browser tests in no shard:\n  ${sample(missing)}`);
  if (extra.length > 0)
    problems.push(`${extra.length} browser tests in a second shard or not in the suite:\n  ${sample(extra)}`);
  console.log(
    `[test:report] browser suite: ${whole.length} tests, ${listed.flat().length} listed by ${shards.length} shards`,
  );
}

// The vitest suites: every part's results present, and no file run by two parts.
const ranBy = new Map<string, string>();
for (const { folder, part } of parts) {
  for (const suite of part.vitest) {
    const files = readVitest(folder, part, suite);
    if (!files) problems.push(`${part.part}: no results from ${suite} (it did not finish)`);
    for (const { file } of files ?? []) {
      const key = `${suite}: ${file}`;
      if (ranBy.has(key)) problems.push(`${key} ran in ${ranBy.get(key)} and ${part.part}`);
      ranBy.set(key, part.part);
    }
  }
  for (const suite of part.playwright) {
    if (!existsSync(join(folder, `blob-${suite}`))) problems.push(`${part.part}: no blob report from ${suite}`);
  }
}
const ranParts = new Set(parts.map(({ part }) => part.part));
const absent = ['hosts', 'engines', 'screen-reader'].filter((part) => !ranParts.has(part));
if (absent.length > 0) problems.push(`not in this report: ${absent.join(', ')}`);

// The vitest results as a blob (its reporter empties the folder first), then every part's blobs beside it.
rmSync(blobs, { recursive: true, force: true });
rmSync(mergedJson, { force: true });
const replayed = run('npx', ['playwright', 'test', '--config', 'playwright.report.config.ts', '--reporter=dot,blob'], {
  ...process.env,
  PLAYWRIGHT_BLOB_OUTPUT_DIR: blobs,
  PLAYWRIGHT_BLOB_OUTPUT_NAME: 'vitest.zip',
});
mkdirSync(blobs, { recursive: true });
for (const { folder, part } of parts) {
  for (const suite of part.playwright) {
    const from = join(folder, `blob-${suite}`);
    for (const zip of existsSync(from) ? readdirSync(from).filter((name) => name.endsWith('.zip')) : [])
      copyFileSync(join(from, zip), join(blobs, `${part.part.replace('/', '-of-')}-${suite}-${zip}`));
  }
}
const merged = run(
  'npx',
  [
    'playwright',
    'merge-reports',
    '--config',
    'playwright.report.config.ts',
    '--reporter',
    'html,json,./tests/support/screenshot-summary-reporter.ts',
    blobs,
  ],
  {
    ...process.env,
    PLAYWRIGHT_HTML_OUTPUT_DIR: 'tests/.report',
    PLAYWRIGHT_HTML_OPEN: 'never',
    PLAYWRIGHT_JSON_OUTPUT_FILE: mergedJson,
  },
);
// The merge's exit status says whether it merged, not what the tests did: that is in the JSON beside the report.
const notPassed = existsSync(mergedJson)
  ? testsNotPassed(JSON.parse(readFileSync(mergedJson, 'utf8')) as JsonReport)
  : undefined;
if (!replayed) problems.push('a vitest test failed (replayed in the report)');
if (!merged || notPassed === undefined) problems.push('the merge did not finish');
if (notPassed && notPassed.length > 0)
  problems.push(`${notPassed.length} tests did not pass (see the report):\n  ${notPassed.join('\n  ')}`);

console.log('\n[test:report] tests/.report/index.html (`npx playwright show-report tests/.report`)');
if (problems.length > 0) {
  console.error(`[test:report] ${problems.join('\n[test:report] ')}`);
  process.exit(1);
}
