// Proves the screenshot suite is both sensitive and stable. In scratch copies
// of the design system it makes small deliberate changes (one colour role one
// step along its scale, one spacing token by 1 px, one radius, one component's
// border), builds the stories of each and runs a probe set of story shots
// against the committed baselines: every change must fail at least one shot.
// The unchanged copy must pass twice with zero differing pixels. Then the same
// for what a screen reader meets (scripts/aria-proof.ts): a heading level, a
// button's name and a landmark changed in scratch builds of the site must each
// fail a committed accessibility-tree snapshot, and the unchanged build pass.
//
//   npm run test:visual-proof        (after `npm run test:e2e` or `npm test`; CI runs it)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { JSONReport, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter';
import { screenshotFailures } from '../tests/support/screenshot-summary-reporter';
import { runAriaProof } from './aria-proof';

const root = resolve(import.meta.dirname, '..');
const scratchRoot = join(root, '.tmp', 'visual-proof');
// Each probe run gets a port of its own and never reuses a running server: a story server
// still shutting down from the previous run would otherwise answer for the next build.
let nextPort = Number(process.env.PROOF_STORIES_PORT ?? 61100);

/** Stories whose shots show every primitive the changes touch, in both themes and widths. */
const probeStories = [
  'ui--button--variants',
  'ui--card--default',
  'ui--form--textfield--default',
  'ui--container--sizes',
  'ui--badge--variants',
  'sections--cta-banner--default',
];

type Mutation = { name: string; apply: (dir: string) => void };
/** Token files are nested groups ending in `{ "$value": ... }`. */
type TokenTree = { [key: string]: TokenTree } & { $value: string };

function editJson(file: string, edit: (json: TokenTree) => void) {
  const json = JSON.parse(readFileSync(file, 'utf8')) as TokenTree;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

/** The token group at a dotted path; the proof must fail loudly if the design system renames it. */
function at(tree: TokenTree, path: string): TokenTree {
  let node = tree;
  for (const key of path.split('.')) {
    const next = node[key];
    if (!next) throw new Error(`no token ${path}: update the proof`);
    node = next;
  }
  return node;
}

function editText(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the proof`);
  writeFileSync(file, text.replace(from, to));
}

/** `{color.cobalt.600}` -> `{color.cobalt.700}`: the next step of the same primitive scale. */
function nextStep(reference: string, primitives: TokenTree) {
  const [, scale, step] = /^\{color\.([\w-]+)\.(\d+)\}$/.exec(reference) ?? [];
  if (!scale || !step) throw new Error(`${reference} is not a primitive scale reference`);
  const steps = Object.keys(at(primitives, `color.${scale}`))
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b);
  const next = steps[steps.indexOf(Number(step)) + 1] ?? steps[steps.indexOf(Number(step)) - 1];
  return `{color.${scale}.${next}}`;
}

const mutations: Mutation[] = [
  {
    name: 'colour role accent one step along its scale (both themes)',
    apply: (dir) => {
      const primitives = JSON.parse(readFileSync(join(dir, 'tokens/color.primitives.json'), 'utf8')) as TokenTree;
      for (const theme of ['light', 'dark']) {
        editJson(join(dir, `tokens/color.${theme}.json`), (json) => {
          const role = at(json, 'color.accent.base');
          role.$value = nextStep(role.$value, primitives);
        });
      }
    },
  },
  {
    name: 'spacing token gutter + 1 px',
    apply: (dir) =>
      editJson(join(dir, 'tokens/space.json'), (json) => {
        const gutter = at(json, 'space.gutter');
        gutter.$value = `calc(${gutter.$value} + 1px)`;
      }),
  },
  {
    name: 'radius md + 2 px',
    apply: (dir) =>
      editJson(join(dir, 'tokens/space.json'), (json) => {
        const radius = at(json, 'radius.md');
        radius.$value = `calc(${radius.$value} + 2px)`;
      }),
  },
  {
    name: "Card's default border removed",
    apply: (dir) =>
      editText(
        join(dir, 'src/components/ui/card.tsx'),
        "default: 'border border-border bg-surface-raised",
        "default: 'border-border bg-surface-raised",
      ),
  },
];

/** A copy of what the story build reads, with node_modules and public linked, not copied. */
function scratchCopy(name: string, mutation?: Mutation) {
  const dir = join(scratchRoot, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const read = ['src', 'stories', 'tokens', '.ladle', 'tailwind.config.ts', 'tsconfig.json', 'package.json'];
  // The story build writes the page routes first (npm run routes), formatted as Prettier is configured.
  for (const entry of [...read, '.prettierrc.json', 'scripts/page-routes.ts', 'scripts/route-tree.ts']) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  cpSync(join(root, 'scripts/build-tokens.ts'), join(dir, 'scripts/build-tokens.ts'));
  cpSync(join(root, 'scripts/tokens'), join(dir, 'scripts/tokens'), { recursive: true });
  for (const linked of ['node_modules', 'public']) symlinkSync(join(root, linked), join(dir, linked));
  mutation?.apply(dir);
  const build = spawnSync('npm', ['run', '--silent', 'stories:build'], { cwd: dir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the story build of "${name}" failed:\n${build.stdout}\n${build.stderr}`);
  return join(dir, 'build');
}

type ProbeResult = { failedShots: { file: string; pixels: string }[]; passed: number; failed: number };

function runProbe(storiesDir: string, label: string): ProbeResult {
  const reportFile = join(scratchRoot, `${label}.json`);
  const grep = `story (${probeStories.map((id) => id.replaceAll('-', '\\-')).join('|')})$`;
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'tests/visual/stories.spec.ts',
      '--grep',
      grep,
      '--reporter=json',
      '--retries=0',
      `--output=${join(scratchRoot, `results-${label}`)}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        CI: 'true',
        STORIES_DIR: storiesDir,
        PW_STORIES_PORT: String(nextPort++),
        PW_SERVERS: 'stories',
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
    },
  );
  if (!existsSync(reportFile)) throw new Error(`the probe run "${label}" wrote no report:\n${run.stderr}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport;
  const collect = (suite: JSONReportSuite): { title: string; test: JSONReportTest }[] => [
    ...suite.specs.flatMap((spec) => spec.tests.map((test) => ({ title: spec.title, test }))),
    ...(suite.suites ?? []).flatMap(collect),
  ];
  const tests = report.suites.flatMap(collect);
  if (tests.length !== probeStories.length) {
    throw new Error(`the probe run "${label}" ran ${tests.length} of ${probeStories.length} story tests`);
  }
  const errors = tests.flatMap(({ title, test }) =>
    test.results.flatMap((result) => result.errors.map((error) => ({ title, message: error.message ?? '' }))),
  );
  const failedShots = errors.flatMap(({ title, message }) => screenshotFailures({ title }, { errors: [{ message }] }));
  const otherErrors = errors.filter(({ message }) => !message.includes('toHaveScreenshot'));
  if (otherErrors.length > 0) {
    throw new Error(
      `the probe run "${label}" failed for reasons other than pixels:\n${otherErrors.map((error) => error.message).join('\n')}`,
    );
  }
  const failed = tests.filter(({ test }) => test.status !== 'expected').length;
  return { failedShots, passed: tests.length - failed, failed };
}

const shotsPerRun = probeStories.length * 4;
const rows: string[][] = [];
let ok = true;

console.log(`Visual proof: ${probeStories.length} probe stories x 2 themes x 2 widths = ${shotsPerRun} shots per run`);
const unchanged = scratchCopy('unchanged');
for (const attempt of [1, 2]) {
  const result = runProbe(unchanged, `unchanged-${attempt}`);
  const clean = result.failedShots.length === 0 && result.failed === 0;
  ok &&= clean;
  rows.push([
    `none (run ${attempt})`,
    clean ? `0 of ${shotsPerRun} shots differ` : `${result.failedShots.length} differ`,
    clean ? 'pass' : 'FAIL',
  ]);
}
for (const mutation of mutations) {
  const slug = mutation.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const result = runProbe(scratchCopy(slug, mutation), slug);
  const caught = result.failedShots.length > 0;
  ok &&= caught;
  // Shots are `<story>-<theme>-<width>.png`: name each story that caught it, with how many of its four shots.
  const byStory = new Map<string, number>();
  for (const shot of result.failedShots) {
    const story = shot.file.replace(/-(light|dark)-\d+\.png$/, '');
    byStory.set(story, (byStory.get(story) ?? 0) + 1);
  }
  const examples = [...byStory].map(([story, count]) => `${story} (${count})`).join(', ');
  rows.push([
    mutation.name,
    caught ? `${result.failedShots.length} of ${shotsPerRun}: ${examples}` : 'none',
    caught ? 'caught' : 'MISSED',
  ]);
}

const trees = runAriaProof(root, scratchRoot, Number(process.env.PROOF_SITE_PORT ?? 4300));
ok &&= trees.ok;
rows.push(...trees.rows);

const header = ['change', 'shots or trees that caught it', 'verdict'];
const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
console.log(`\n${table}\n`);
writeFileSync(join(scratchRoot, 'table.md'), `${table}\n`);
if (!ok) {
  console.error('Visual proof failed: a deliberate change went unnoticed, or an unchanged build did not match.');
  process.exit(1);
}
console.log(`visual-proof: ${rows.length} passed, 0 failed`);
