// `npm run test:shard -- <part>`: one part of `npm test`, so the suite can be spread over machines
// (.github/workflows/test.yml); `npm test` stays the one command for one machine.
//   <k>/<N>         shard k of N of the unit tests, the built-site tests and the browser suite, each cut by its own
//                   runner's --shard, building only what the shard's browser tests reach (scripts/shard/builds.ts)
//   hosts           the hosts' runtimes and the studio (not cut: each cut would start all three runtimes again)
//   engines         Firefox ESR and WebKitGTK
//   screen-reader   Orca reading Firefox ESR
// Every stage runs even when one before it failed, so the report holds all a part could run. Results go to
// reports/shards/<part>/: Playwright blob reports, vitest JSON and, for a shard, the browser tests it listed and the
// sitemap they were listed from.
// `npm run test:report` merges them (scripts/test-report.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serversFor } from './shard/builds.ts';
import { listTests, writeStoryList } from './shard/playwright-tests.ts';
import { shardsFolder, writePart } from './shard/results.ts';

const part = process.argv[2] ?? '';
const shard = /^(\d+)\/(\d+)$/.exec(part);
const parts = ['hosts', 'engines', 'screen-reader'];
if (!(shard && Number(shard[1]) >= 1 && Number(shard[1]) <= Number(shard[2])) && !parts.includes(part)) {
  console.error(`usage: npm run test:shard -- <k>/<N> | ${parts.join(' | ')}`);
  process.exit(2);
}
const name = shard ? `${shard[1]}-of-${shard[2]}` : part;
const folder = join(shardsFolder, name);
rmSync(folder, { recursive: true, force: true });
mkdirSync(join(folder, 'vitest'), { recursive: true });
// What the part runs, written first: a suite that leaves no results is then seen as missing by the report.
const plans: Record<string, { vitest: string[]; playwright: string[] }> = {
  hosts: { vitest: ['studio'], playwright: ['hosts'] },
  engines: { vitest: ['engines'], playwright: [] },
  'screen-reader': { vitest: ['screen-reader'], playwright: [] },
};
writePart(folder, {
  part,
  root: process.cwd(),
  ...(plans[part] ?? { vitest: ['unit', 'built'], playwright: ['browser'] }),
});

const failed: string[] = [];
function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n[test:shard ${part}] ${label}: ${command} ${args.join(' ')}`);
  const ok = spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
  if (!ok) failed.push(label);
  return ok;
}
/** A vitest suite writing its JSON results for the report (cut by `--shard` in a shard). */
function vitest(stage: string, config: string) {
  const cut = shard ? [`--shard=${part}`, '--passWithNoTests'] : [];
  const output = `--outputFile.json=${join(folder, 'vitest', `${stage}.json`)}`;
  step(stage, 'npx', ['vitest', 'run', '--config', config, ...cut, '--reporter=default', '--reporter=json', output]);
}
/** A Playwright suite writing a blob report for the merge; the blob reporter empties its folder first. */
function playwright(stage: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const blobs = { PLAYWRIGHT_BLOB_OUTPUT_DIR: join(folder, `blob-${stage}`) };
  step(stage, 'npx', ['playwright', 'test', ...args, '--reporter=list,blob'], { ...env, ...blobs });
}

if (!step('generated files', 'npm', ['run', 'tokens']) || !step('routes', 'npm', ['run', 'routes'])) process.exit(1);

// Every part serves the site; a shard builds it first, as its browser tests are collected from its sitemap.
if (!step('site', 'npm', ['run', 'build:site'])) process.exit(1);
if (shard) {
  // The story list the browser tests are collected from, the same in every shard whether or not it builds stories.
  const storyList = join(folder, 'story-list');
  await writeStoryList(storyList);
  const tests = listTests({ ...process.env, STORIES_DIR: storyList }, part);
  writeFileSync(join(folder, 'playwright-tests.json'), JSON.stringify(tests.map((test) => test.key)));
  copyFileSync(join(process.env.PW_SITE_DIR ?? 'dist', 'sitemap.xml'), join(folder, 'sitemap.xml'));
  const servers = serversFor(new Set(tests.map((test) => test.file)), 'tests');
  console.log(
    `[test:shard ${part}] ${tests.length} browser tests; servers: site${servers.map((s) => `, ${s.name}`).join('')}`,
  );
  const builds = servers.map((server) => server.build);
  if (builds.length > 0 && !step('builds', 'npx', ['run-p', '--aggregate-output', '--print-label', ...builds]))
    process.exit(1);
  vitest('unit', 'vitest.config.ts');
  vitest('built', 'vitest.built.config.ts');
  step('test browser', 'node', ['--import', 'tsx', 'scripts/test-browser.ts']);
  const stories = servers.some((server) => server.name === 'stories');
  playwright('browser', [`--shard=${part}`], {
    ...process.env,
    PW_SERVERS: ['site', ...servers.map((server) => server.name)].join(','),
    ...(stories ? {} : { STORIES_DIR: storyList }),
  });
} else if (part === 'hosts') {
  step('test browser', 'node', ['--import', 'tsx', 'scripts/test-browser.ts']);
  step('Observatory scanner', 'node', ['--import', 'tsx', 'scripts/observatory/install.ts']);
  playwright('hosts', ['--config', 'playwright.hosts.config.ts']);
  vitest('studio', 'vitest.studio.config.ts');
} else {
  vitest(part, `vitest.${part}.config.ts`);
}

if (failed.length > 0) {
  console.error(`\n[test:shard ${part}] failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\n[test:shard ${part}] passed; results in ${folder}`);
