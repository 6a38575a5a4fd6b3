// `npm run test:changed [-- <git ref>]`: runs only the routes, stories and states a change reaches, and the unit
// tests vitest finds from their imports, against the ref (default: the merge base with main). It prints what each
// changed file chose and why (scripts/changed/select-tests.ts), builds only what the chosen tests read (the site for
// routes and states, the stories for stories), then runs them by their exact titles.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gitChanges, mainMergeBase } from './changed/git-changes.ts';
import { moduleGraph } from './changed/module-graph.ts';
import { projectSources } from './changed/project-sources.ts';
import { selectTests, type Selection } from './changed/select-tests.ts';
import { stateSources } from '../tests/support/state-sources.ts';

const storiesDir = process.env.STORIES_DIR ?? 'build';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs a command in this terminal; its exit status. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

/** A list of paths, or its count when it is every one of them. */
const listed = (chosen: readonly string[], all: readonly string[]) =>
  chosen.length === all.length && all.length > 1 ? `every one (${all.length})` : chosen.join(', ');

function report(selection: Selection, ref: string, allRoutes: string[], allStories: string[]) {
  console.log(`test:changed against ${ref}: ${selection.reasons.length + selection.testCode.length} changed files`);
  for (const { file, why, routes, stories } of selection.reasons) {
    console.log(`  ${file}: ${why}`);
    if (routes.length) console.log(`    routes: ${listed(routes, allRoutes)}`);
    if (stories.length) console.log(`    stories: ${listed(stories, allStories)}`);
  }
  for (const file of selection.testCode)
    console.log(`  ${file}: browser test code, not chosen here (npx playwright test --only-changed=${ref})`);
  const { routes, stories, states } = selection;
  console.log(
    `Chosen: ${routes.length} routes, ${stories.length} stories files, states: ${states.join(', ') || 'none'}`,
  );
}

/** The story ids of the chosen stories files, from the stories build's list (Ladle writes each story's file). */
function storyIds(files: readonly string[]) {
  type Meta = { stories: Record<string, { filePath: string }> };
  const meta = JSON.parse(readFileSync(`${storiesDir}/meta.json`, 'utf8')) as Meta;
  const chosen = new Set(files);
  return Object.entries(meta.stories)
    .filter(([, { filePath }]) => chosen.has(filePath.replace(/^\.\//, '')))
    .map(([id]) => id);
}

/** One --grep for every chosen test, each by its spec file and exact title (see the specs for how they name them). */
function titles(selection: Selection, ids: readonly string[]) {
  const states = stateSources.filter(({ name }) => selection.states.includes(name));
  return [
    ...selection.routes.map((path) => `visual/routes\\.spec\\.ts route ${escapeRegExp(path)}$`),
    // The sitemap's addresses end in '/' but for the home page's.
    ...selection.routes.map(
      (path) => `e2e/routes\\.spec\\.ts .* ${escapeRegExp(path.replace(/\/?$/, '/'))} answers 200 `,
    ),
    ...ids.map((id) => `visual/stories\\.spec\\.ts story ${escapeRegExp(id)}$`),
    ...states.map(({ title }) => `(visual/states|a11y/aria-tree)\\.spec\\.ts .*${escapeRegExp(title)}`),
  ].join('|');
}

const ref = process.argv[2] ?? mainMergeBase();
const graph = await moduleGraph();
const sources = projectSources(graph);
const selection = selectTests(sources, gitChanges(ref));
report(
  selection,
  process.argv[2] ?? `${ref.slice(0, 10)} (merge base with main)`,
  sources.routes.map(({ path }) => path),
  [...sources.stories],
);

let failed = run('npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests']) !== 0;
const site = selection.routes.length > 0;
const stories = selection.stories.length > 0;
if (!site && !stories) {
  console.log('\nNo route, story or state is reached by this change: no browser test to run.');
  process.exit(failed ? 1 : 0);
}
const builds = [...(site ? ['build:site'] : []), ...(stories ? ['stories:build'] : [])];
if (run('npx', ['run-p', '--aggregate-output', '--print-label', ...builds]) !== 0) process.exit(1);
const specs = [
  ...(site ? ['visual/routes.spec.ts', 'e2e/routes.spec.ts'] : []),
  ...(selection.states.length ? ['visual/states.spec.ts', 'a11y/aria-tree.spec.ts'] : []),
  ...(stories ? ['visual/stories.spec.ts'] : []),
];
const servers = [...(site ? ['site'] : []), ...(stories ? ['stories'] : [])].join(',');
failed = run('node', ['--import', 'tsx', 'scripts/test-browser.ts']) !== 0 || failed;
const grep = titles(selection, stories ? storyIds(selection.stories) : []);
failed = run('npx', ['playwright', 'test', ...specs, '--grep', grep], { PW_SERVERS: servers }) !== 0 || failed;
process.exit(failed ? 1 : 0);
