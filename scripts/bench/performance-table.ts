// Writes docs/performance.md, the one table of measured figures: the bench's in each browser it was run in
// (bench/results.json for the pinned Chromium, bench/results-debian.json for Debian's), the interleaved comparisons
// of `npm run bench:compare` (bench/compare-*.json) and the suite's recorded runs (bench/suite-runs.jsonl).
// `npm run bench` calls it after each run; `npm run bench:table` rewrites it alone. Never edit the output by hand.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_BROWSERS, type BenchBrowserKind } from './bench-browser.ts';
import { resultsFileOf } from './options.ts';
import { readSuiteRuns, suiteRunsSection, type SuiteRun } from '../measure/suite-runs.ts';
import { fileURLToPath } from 'node:url';
import {
  CSS_KB,
  JS_BEFORE_INTERACTION_KB,
  TBT_AT_REFERENCE_INDEX_MS,
  jsBeforeInteractionKbByTemplate,
  lighthouseAssertions,
  type Assertions,
} from './budgets.ts';
import { CPU_SLOWDOWN } from './interactions.ts';
import { PHONE_VIEWPORT, type PaintToReadyParts } from './paint-to-ready.ts';
import { PHONE_NETWORK } from './slow-as-a-phone.ts';
import { spreadCell, type Spread } from './spread.ts';

interface LighthouseRun {
  template: string;
  path: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  tbtScaledMs: number;
  cls: number;
}

interface InteractionRun {
  template: string;
  jsBeforeInteraction: number;
  inpDesktopMenuMs: number | null;
  inpMobileMenuMs: number | null;
  inpDialogMs: number | null;
  /** Absent from results measured before paint-to-ready was. */
  paintToReady?: Spread;
  paintToReadyParts?: PaintToReadyParts;
}

/** The shape `scripts/bench.ts` writes to bench/results.json (the fields the table reads). */
export interface BenchResults {
  measuredAt: string;
  lighthouse: string;
  chromium: string;
  /** Which of the bench's browsers; results written before there were two are the pinned one's. */
  browser?: BenchBrowserKind;
  note?: string;
  results: LighthouseRun[];
  interactions?: InteractionRun[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The budgets in a sentence, from lighthouserc.json and scripts/bench/budgets.ts, so the table states no number of its own. */
export function targets(assertions: Assertions = lighthouseAssertions()): string {
  const max = (audit: string) => assertions[audit]?.[1].maxNumericValue ?? 'n/a';
  const scores = Object.entries(assertions)
    .filter(([audit]) => audit.startsWith('categories:'))
    .map(([, [, { minScore }]]) => (minScore ?? 0) * 100);
  const scoreTarget = scores.every((score) => score === 100) ? 'every score 100' : `scores at least ${Math.min(...scores)}`;
  const ownBudgets = Object.entries(jsBeforeInteractionKbByTemplate).map(([template, budget]) => `${budget} KB on ${template}`);
  return (
    `Targets: ${scoreTarget}; FCP < ${max('first-contentful-paint')} ms, LCP < ${max('largest-contentful-paint')} ms; ` +
    `TBT < ${max('total-blocking-time')} ms (< ${TBT_AT_REFERENCE_INDEX_MS} ms at benchmark index 2000); CLS < ${max('cumulative-layout-shift')} (lighthouserc.json); JS before interaction ` +
    `<= ${[...ownBudgets, `${JS_BEFORE_INTERACTION_KB} KB elsewhere`].join(', ')}; CSS <= ${CSS_KB} KB (scripts/bench/budgets.ts).`
  );
}
/** What paint-to-ready measures, in a sentence from scripts/bench/paint-to-ready.ts's own settings. */
export function paintToReadyMeaning(): string {
  return (
    `Paint-to-ready: from the first contentful paint until every control in the first viewport ` +
    `(${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height}) acts on a press or waits for the visitor's first act ` +
    `(its code comes with that act), on a cold page with the CPU slowed ${CPU_SLOWDOWN}x ` +
    `and the network at ${PHONE_NETWORK.latencyMs} ms and ${PHONE_NETWORK.downloadMbit} Mbit/s ` +
    `(scripts/bench/paint-to-ready.ts; "acts" as scripts/bench/first-viewport-controls.ts decides); ` +
    `the median run, the fastest and slowest in brackets.`
  );
}
const ms = (value: number | null | undefined) => (value === undefined || value === null ? 'n/a' : String(Math.round(value)));

/** What `npm run bench:compare` writes (scripts/bench/compare.ts): medians of interleaved runs of two or more builds. */
export interface Comparison {
  measuredAt: string;
  template: string;
  path: string;
  browser: BenchBrowserKind;
  chromium: string;
  cpuSlowdown: number;
  runs: number;
  builds: { name: string; dir: string }[];
  medians: ({ figure: string } & Record<string, number | string>)[];
  spreads: ({ figure: string } & Record<string, string>)[];
}

/** The browser as a reader can tell them apart: "Debian's Chromium 156.0.8078.73", "pinned Chromium 153.0.8010.0". */
export function browserName(bench: Pick<BenchResults, 'browser' | 'chromium'>): string {
  const version = /\d+(\.\d+)+/.exec(bench.chromium)?.[0] ?? bench.chromium;
  return `${(bench.browser ?? 'pinned') === 'debian' ? "Debian's" : 'pinned'} Chromium ${version}`;
}

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (header: string[], rows: string[][]) => [line(header), line(header.map(() => '---')), ...rows.map(line)];

/** The figures of one browser's bench: a row per template, named with the browser. */
function benchRows(bench: BenchResults) {
  const byKey = new Map(bench.results.map((r) => [`${r.template}|${r.preset}`, r]));
  const interactions = new Map((bench.interactions ?? []).map((r) => [r.template, r]));
  const templates = [...new Set(bench.results.map((r) => r.template))];
  const browser = browserName(bench);
  const rows = templates.map((template) => {
    const mobile = byKey.get(`${template}|mobile`);
    const desktop = byKey.get(`${template}|desktop`);
    const inp = interactions.get(template);
    const scores = (r: LighthouseRun | undefined) => (r ? [r.performance, r.accessibility, r.bestPractices, r.seo].join('/') : 'n/a');
    return [
      `${template} (\`${(mobile ?? desktop)?.path ?? ''}\`)`,
      browser,
      scores(mobile),
      scores(desktop),
      mobile ? `${ms(mobile.fcpMs)} / ${ms(mobile.lcpMs)}` : 'n/a',
      mobile ? `${ms(mobile.tbtMs)} / ${ms(mobile.tbtScaledMs)}` : 'n/a',
      mobile ? String(mobile.cls) : 'n/a',
      inp ? kb(inp.jsBeforeInteraction) : 'n/a',
      inp ? `${ms(inp.inpDesktopMenuMs)} / ${ms(inp.inpMobileMenuMs)} / ${ms(inp.inpDialogMs)}` : 'n/a',
      inp?.paintToReady ? spreadCell(inp.paintToReady) : 'n/a',
    ];
  });
  const partsRows = templates.flatMap((template) => {
    const inp = interactions.get(template);
    if (!inp?.paintToReady || !inp.paintToReadyParts) return [];
    const parts = inp.paintToReadyParts;
    return [
      [
        template,
        browser,
        ms(parts.runtimeRequestedMs),
        ms(parts.runtimeArrivedMs),
        ms(parts.fontArrivedMs),
        ms(parts.islandsReadyMs),
        ms(parts.reactArrivedMs),
        ms(inp.paintToReady.median),
        ms(parts.pressToAnswerMs),
        parts.readyLast.join('; '),
      ],
    ];
  });
  return { rows, partsRows };
}

/** The interleaved comparisons, one table each: every figure per build, median and middle half. */
function comparisonSection(comparisons: readonly Comparison[]): string[] {
  if (comparisons.length === 0) return [];
  return [
    '## Builds compared',
    '',
    'Two builds measured in turn on one machine (`npm run bench:compare`, scripts/bench/compare.ts): medians of the ' +
      'interleaved runs, the middle half of the samples in brackets. Lighthouse at the mobile preset, its CPU ' +
      'slowed as each heading says; the interactions on a CPU slowed 4x.',
    '',
    ...comparisons.flatMap((comparison) => {
      const names = comparison.builds.map((build) => build.name);
      return [
        `### ${comparison.template} (\`${comparison.path}\`), ${browserName(comparison)}, CPU ${comparison.cpuSlowdown}x, ` +
          `${comparison.runs} round(s), ${comparison.measuredAt.slice(0, 10)}`,
        '',
        ...table(
          ['figure', ...names],
          comparison.spreads.map((row) => [row.figure, ...names.map((name) => String(row[name] ?? 'n/a'))]),
        ),
        '',
      ];
    }),
  ];
}

/** The tables of every browser's bench, the comparisons and, after them, the suite's recorded runs. */
export function performanceTable(
  benches: readonly BenchResults[],
  suiteRuns: SuiteRun[] = [],
  comparisons: readonly Comparison[] = [],
): string {
  const measured = benches.map((bench) => {
    const runs = bench.results[0]?.runs ?? 1;
    return `- ${browserName(bench)}: measured ${bench.measuredAt} with Lighthouse ${bench.lighthouse}, medians of ${runs} run(s).${bench.note ? ` ${bench.note}` : ''}`;
  });
  const parts = benches.map(benchRows);
  const rows = parts.flatMap((part) => part.rows);
  const partsRows = parts.flatMap((part) => part.partsRows);
  const header = [
    'template',
    'browser',
    'mobile perf/a11y/bp/seo',
    'desktop perf/a11y/bp/seo',
    'mobile FCP / LCP ms',
    'mobile TBT / TBT@2000 ms',
    'mobile CLS',
    'JS before interaction KB (brotli)',
    'INP desktop menu / mobile menu / dialog ms',
    'paint-to-ready ms',
  ];
  const partsHeader = [
    'template',
    'browser',
    'runtime requested',
    'runtime arrived',
    'Inter arrived',
    'islands ready',
    'React arrived',
    'ready',
    'first tap answered',
    'ready last (what it waited for before)',
  ];
  return [
    '# Performance',
    '',
    '<!-- Generated by scripts/bench/performance-table.ts from bench/results*.json, bench/compare-*.json and bench/suite-runs.jsonl. Do not edit by hand: run `npm run bench` or `npm run bench:table`. -->',
    '',
    ...measured,
    '',
    targets(),
    '',
    ...table(header, rows),
    '',
    ...(partsRows.length === 0
      ? []
      : [
          paintToReadyMeaning(),
          '',
          "What the wait is made of, in medians of ms after the first paint (the runtime: the islands' module script, " +
            'without React; React: the root that islands hydrate with, when one came with the page; Inter: the ' +
            "font's Latin face, below 0 when it came before the paint), and the visitor's first tap (the theme " +
            'toggle, once the page was ready) to its answer, in ms:',
          '',
          ...table(partsHeader, partsRows),
          '',
        ]),
    ...comparisonSection(comparisons),
    ...suiteRunsSection(suiteRuns),
  ].join('\n');
}

/** The bench's figures in each browser it has been run in, the pinned Chromium's first. */
export function readBenchResults(): BenchResults[] {
  return BENCH_BROWSERS.map(resultsFileOf)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults);
}

/** The kept comparisons (bench/compare-*.json), in the order of their names. */
export function readComparisons(dir = 'bench'): Comparison[] {
  return readdirSync(dir)
    .filter((file) => /^compare-.+\.json$/.test(file))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Comparison)
    .filter((comparison) => Array.isArray(comparison.spreads));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync('docs', { recursive: true });
  writeFileSync('docs/performance.md', performanceTable(readBenchResults(), readSuiteRuns(), readComparisons()));
  console.log('Wrote docs/performance.md');
}
