// The accessibility-tree half of the visual proof (scripts/visual-proof.ts): in scratch copies of the site it
// makes changes a screen-reader user would meet and pixels may not show (a heading one level down, a button
// that loses its name, the footer's landmark turned into a plain box), builds the site of each, and compares
// one template route's trees (both widths) with the committed `.aria.yml` files, in the route suite's test of
// that route (tests/visual/routes.spec.ts). Every change must fail a tree, and the unchanged copy must pass
// the whole test; a change may fail other checks too (an unnamed button fails both engines). One short page
// keeps each run small; the changes touch the shared chrome (closing band, header, footer) every page carries.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONReport, JSONReportSuite, JSONReportTestResult } from '@playwright/test/reporter';

/** The route whose trees are compared; it ends with the closing band, and has the header and footer. */
const probeRoute = '/privacy';
const treesPerRun = 2;

type Mutation = { name: string; file: string; from: string; to: string };

const mutations: Mutation[] = [
  {
    name: 'closing band heading h2 -> h3',
    file: 'src/components/sections/cta-banner.tsx',
    from: '<Heading level={2} id={titleId}',
    to: '<Heading level={3} id={titleId}',
  },
  {
    name: "menu button's accessible name removed",
    file: 'src/components/layout/mobile-menu.tsx',
    from: 'aria-label="Menu"\n',
    to: '\n',
  },
  {
    name: "footer's contentinfo landmark -> div",
    file: 'src/components/layout/footer.tsx',
    from: '<footer data-overscroll-target data-surface="inverse">',
    to: '<div data-overscroll-target data-surface="inverse">',
  },
];

export type ProofRow = [change: string, result: string, verdict: string];

function applyMutation(dir: string, { file, from, to }: Mutation) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the proof`);
  let edited = text.replace(from, to);
  // The footer's closing tag goes with its opening one.
  if (from.startsWith('<footer')) edited = edited.replace('</footer>', '</div>');
  writeFileSync(path, edited);
}

/** A copy of what the site build reads, node_modules and public linked, built without share cards. */
function buildScratchSite(root: string, scratchRoot: string, name: string, mutation?: Mutation): string {
  const dir = join(scratchRoot, `site-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const copied = ['src', 'scripts', 'tokens', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package.json'];
  const envFiles = readdirSync(root).filter((entry) => entry.startsWith('.env') || entry.startsWith('tsconfig'));
  for (const entry of [...copied, ...envFiles]) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  for (const linked of ['node_modules', 'public']) symlinkSync(join(root, linked), join(dir, linked));
  if (mutation) applyMutation(dir, mutation);
  const steps = [['node', '--import', 'tsx', 'scripts/build-pages.ts', '--skip-og-images']];
  for (const [command, ...args] of steps) {
    const step = spawnSync(command!, args, { cwd: dir, encoding: 'utf8' });
    if (step.status !== 0) throw new Error(`building the site "${name}" failed:\n${step.stdout}\n${step.stderr}`);
  }
  return join(dir, 'dist');
}

type TreeFailure = { file: string; diff: string };

/**
 * The removed and added lines of Playwright's tree diff that say what changed, as a reviewer reads it. The diff
 * is textual, so it also lists the template's own `/children` line and every line stored as a pattern (text
 * with numbers) beside the text it matched: those pairs are dropped.
 */
function meaningfulChange(diff: string): string {
  const lines = diff.split('\n');
  const removed = lines.filter((line) => /^-\s+-/.test(line)).map((line) => line.slice(1).trim());
  const added = lines.filter((line) => /^\+\s+-/.test(line)).map((line) => line.slice(1).trim());
  const matchedBy = (pattern: string) => {
    const [, head, source] = /^(.*?: )\/(.*)\/$/.exec(pattern) ?? [];
    if (head === undefined || source === undefined) return undefined;
    const regex = new RegExp(`^${source}$`);
    return added.find((line) => line.startsWith(head) && regex.test(line.slice(head.length)));
  };
  const lost: string[] = [];
  for (const line of removed) {
    if (line.startsWith('- /children:')) continue;
    const twin = matchedBy(line);
    if (twin) added.splice(added.indexOf(twin), 1);
    else lost.push(line);
  }
  return [...lost.slice(0, 1).map((line) => `- ${line}`), ...added.slice(0, 1).map((line) => `+ ${line}`)].join(' / ');
}

function runTrees(root: string, scratchRoot: string, siteDir: string, label: string, port: number, changed: boolean) {
  const reportFile = join(scratchRoot, `aria-${label}.json`);
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'tests/visual/routes.spec.ts',
      '--grep',
      `route ${probeRoute}$`,
      '--reporter=json',
      '--retries=0',
      // Never write a tree file: a changed page must fail, not become the new baseline.
      '--update-snapshots=none',
      `--output=${join(scratchRoot, `aria-results-${label}`)}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        CI: 'true',
        PW_SITE_DIR: siteDir,
        PW_SITE_PORT: String(port),
        PW_SERVERS: 'site',
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
    },
  );
  if (!existsSync(reportFile)) throw new Error(`the tree run "${label}" wrote no report:\n${run.stderr}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport;
  const collect = (suite: JSONReportSuite): JSONReportTestResult[] => [
    ...suite.specs.flatMap((spec) => spec.tests.flatMap((test) => test.results)),
    ...(suite.suites ?? []).flatMap(collect),
  ];
  const results = report.suites.flatMap(collect);
  if (results.length !== 1) throw new Error(`the tree run "${label}" ran ${results.length} tests, not 1`);
  const messages = results.flatMap((result) => result.errors.map((error) => error.message ?? ''));
  const other = messages.filter((message) => !message.includes('toMatchAriaSnapshot'));
  if (other.length && !changed)
    throw new Error(`the tree run "${label}" failed for other reasons:\n${other.join('\n')}`);
  const treeMessages = messages.filter((message) => message.includes('toMatchAriaSnapshot'));
  return treeMessages.map((message): TreeFailure => {
    // eslint-disable-next-line no-control-regex -- the report keeps the terminal's colour codes
    const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
    const file = /accessibility tree (\S+\.aria\.yml)/.exec(plain)?.[1] ?? 'a tree';
    return { file, diff: meaningfulChange(plain).replaceAll('|', '\\|') };
  });
}

/** Runs the unchanged copy and each mutation; returns the proof's table rows and whether all held. */
export function runAriaProof(root: string, scratchRoot: string, firstPort: number): { rows: ProofRow[]; ok: boolean } {
  const rows: ProofRow[] = [];
  let ok = true;
  let port = firstPort;
  const unchangedSite = buildScratchSite(root, scratchRoot, 'unchanged');
  const unchanged = runTrees(root, scratchRoot, unchangedSite, 'unchanged', port++, false);
  ok &&= unchanged.length === 0;
  rows.push([
    'none (accessibility trees)',
    unchanged.length === 0 ? `0 of ${treesPerRun} trees differ` : `${unchanged.length} differ`,
    unchanged.length === 0 ? 'pass' : 'FAIL',
  ]);
  for (const mutation of mutations) {
    const slug = mutation.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const failures = runTrees(
      root,
      scratchRoot,
      buildScratchSite(root, scratchRoot, slug, mutation),
      slug,
      port++,
      true,
    );
    ok &&= failures.length > 0;
    const detail = failures.map((failure) => `${failure.file}: \`${failure.diff}\``).join('; ');
    rows.push([
      mutation.name,
      failures.length ? `${failures.length} of ${treesPerRun}: ${detail}` : 'none',
      failures.length ? 'caught' : 'MISSED',
    ]);
  }
  return { rows, ok };
}
