// Writes docs/performance.md from bench/results.json and bench/suite-runs.jsonl: the one table of measured figures.
// `npm run bench` calls it after each run; `npm run bench:table` rewrites it alone. Never edit the output by hand.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
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
    `(${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height}) acts on a press, on a cold page with the CPU slowed ${CPU_SLOWDOWN}x ` +
    `and the network at ${PHONE_NETWORK.latencyMs} ms and ${PHONE_NETWORK.downloadMbit} Mbit/s ` +
    `(scripts/bench/paint-to-ready.ts; "acts" as scripts/bench/first-viewport-controls.ts decides); ` +
    `the median run, the fastest and slowest in brackets.`
  );
}
const ms = (value: number | null | undefined) => (value === undefined || value === null ? 'n/a' : String(Math.round(value)));

/** The table of `bench` and, after it, the suite's recorded runs (scripts/measure/suite-runs.ts). */
export function performanceTable(bench: BenchResults, suiteRuns: SuiteRun[] = []): string {
  const byKey = new Map(bench.results.map((r) => [`${r.template}|${r.preset}`, r]));
  const interactions = new Map((bench.interactions ?? []).map((r) => [r.template, r]));
  const templates = [...new Set(bench.results.map((r) => r.template))];
  const rows = templates.map((template) => {
    const mobile = byKey.get(`${template}|mobile`);
    const desktop = byKey.get(`${template}|desktop`);
    const inp = interactions.get(template);
    const scores = (r: LighthouseRun | undefined) => (r ? [r.performance, r.accessibility, r.bestPractices, r.seo].join('/') : 'n/a');
    return [
      `${template} (\`${(mobile ?? desktop)?.path ?? ''}\`)`,
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
        ms(parts.appRequestedMs),
        ms(parts.appArrivedMs),
        ms(parts.rootAwakeMs),
        ms(inp.paintToReady.median),
        parts.readyLast.join('; '),
      ],
    ];
  });
  const partsHeader = [
    'template',
    'app requested',
    'app arrived',
    'root awake',
    'ready',
    'ready last (what it waited for before)',
  ];
  const header = [
    'template',
    'mobile perf/a11y/bp/seo',
    'desktop perf/a11y/bp/seo',
    'mobile FCP / LCP ms',
    'mobile TBT / TBT@2000 ms',
    'mobile CLS',
    'JS before interaction KB (brotli)',
    'INP desktop menu / mobile menu / dialog ms',
    'paint-to-ready ms',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const runs = bench.results[0]?.runs ?? 1;
  return [
    '# Performance',
    '',
    '<!-- Generated by scripts/bench/performance-table.ts from bench/results.json and bench/suite-runs.jsonl. Do not edit by hand: run `npm run bench` or `npm run bench:table`. -->',
    '',
    `Measured ${bench.measuredAt} with Lighthouse ${bench.lighthouse} in ${bench.chromium}, medians of ${runs} run(s).`,
    targets(),
    ...(bench.note ? ['', bench.note] : []),
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    '',
    ...(partsRows.length === 0
      ? []
      : [
          paintToReadyMeaning(),
          '',
          'What the wait is made of, in medians of ms after the first paint:',
          '',
          line(partsHeader),
          line(partsHeader.map(() => '---')),
          ...partsRows.map(line),
          '',
        ]),
    ...suiteRunsSection(suiteRuns),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults;
  mkdirSync('docs', { recursive: true });
  writeFileSync('docs/performance.md', performanceTable(bench, readSuiteRuns()));
  console.log('Wrote docs/performance.md');
}
