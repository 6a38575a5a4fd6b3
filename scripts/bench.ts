// Performance benchmark (not a test): builds the site, serves dist/ compressed
// as a CDN would, and over one route per template runs Lighthouse through
// Lighthouse CI with the mobile and desktop presets, holding each preset's
// medians to lighthouserc.json's assertions (scripts/bench/lighthouse-ci.ts);
// then counts the JavaScript and CSS before any interaction from the build
// against scripts/bench/budgets.ts (scripts/bench/first-load.ts) and measures
// in the browser what a navigation report does not show
// (scripts/bench/interactions.ts): long tasks after load, and INP of
// the desktop menu, the mobile menu and the conversation dialog on a CPU slowed
// 4x. Every run records Lighthouse's benchmark index and TBT scaled to an index
// of 2000 (TBT x index / 2000: a faster machine has a higher index and a lower
// TBT), so machines compare. Medians of --runs N (default 3). Prints tables and
// writes bench/results.json and the table docs/performance.md. Options (scripts/bench/options.ts):
// --runs N, --port P, --skip-build, --only <template>, --skip-interactions (Lighthouse only),
// --dist DIR (another build, served as it is), --label NAME (results to bench/results-NAME.json).
// It also measures paint-to-ready on a cold page as a phone opens it: from the first contentful paint until
// every control in the first viewport acts on a press (scripts/bench/paint-to-ready.ts).
// It also sums the layout shifts of a whole visit read to the bottom by mouse wheel
// (scripts/bench/whole-visit-cls.ts), held to the CLS budget of lighthouserc.json. It writes its results
// whether or not the budgets hold, then exits with 1 if one was broken. `npm run bench:compare` sets two
// builds side by side.
// The browser is the suites' (scripts/test-browser.ts): the pinned Chromium unless CHROMIUM_PATH names another or
// the machine cannot run it; `--browser debian` drives Debian's Chromium instead (scripts/bench/bench-browser.ts)
// and keeps its figures in bench/results-debian.json, which the table sets beside the pinned one's.
import { execSync, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags } from './pinned-chromium.ts';
import { CSS_KB, TBT_AT_REFERENCE_INDEX_MS, jsBudgetKb, lighthouseAssertions } from './bench/budgets.ts';
import { KB, firstLoad } from './bench/first-load.ts';
import { CPU_SLOWDOWN, measureInteractions } from './bench/interactions.ts';
import { assertBudgets, collect, type BenchBrowser, type Preset } from './bench/lighthouse-ci.ts';
import {
  measurePaintToReady,
  paintToReadyParts,
  type PaintToReadyParts,
  type PaintToReadySample,
} from './bench/paint-to-ready.ts';
import { spread, spreadCell, type Spread } from './bench/spread.ts';
import { BENCHMARK_INDEX_REFERENCE, median, summarise, type LighthouseSummary } from './bench/lighthouse-summary.ts';
import { benchBrowser } from './bench/bench-browser.ts';
import { benchOptions } from './bench/options.ts';
import { performanceTable, readBenchResults, readComparisons } from './bench/performance-table.ts';
import { startSiteServer } from './bench/site-server.ts';
import { measureWholeVisitCls } from './bench/whole-visit-cls.ts';
import { templateSamples } from '../src/app/route-table.ts';
import { pagePath } from '../src/lib/seo/url.ts';
import { readSuiteRuns } from './measure/suite-runs.ts';

const {
  browser: browserKind,
  runs,
  port,
  only,
  dist,
  build,
  interactions: measuresInteractions,
  resultsFile,
  writeTable,
} = benchOptions(process.argv.slice(2));
const origin = `http://127.0.0.1:${port}`;
const browser: BenchBrowser = benchBrowser(browserKind);
const chromePath = browser.executablePath;
const browserEnv = browser.env;

// Each page at its canonical address (with the trailing slash every link and the sitemap use): the
// bare path answers a 301 first, which no visitor coming through the site pays (it cost ~160 ms of
// simulated LCP on every template until this round).
const benchRoutes = templateSamples()
  .filter((route) => !only || route.template === only)
  .map((route) => ({ ...route, path: pagePath(route.path) }));

const presets: Preset[] = ['mobile', 'desktop'];
/** The layout-shift budget of a navigation (lighthouserc.json), which a whole visit keeps too. */
const clsBudget = lighthouseAssertions()['cumulative-layout-shift']?.[1].maxNumericValue ?? 0;

/** The Lighthouse figures that are numbers, of which the bench keeps the median. */
type NumericFigure = {
  [K in keyof LighthouseSummary]: LighthouseSummary[K] extends number ? K : never;
}[keyof LighthouseSummary];
type InteractionSample = {
  jsBeforeInteraction: number;
  scriptCount: number;
  wholeVisitCls: number;
} & Omit<Awaited<ReturnType<typeof measureInteractions>>, 'scripts'>;
type Route = (typeof benchRoutes)[number];

if (build) execSync('npm run build', { stdio: 'inherit' });
const server = await startSiteServer(dist, port);
const results: (Route &
  Pick<LighthouseSummary, NumericFigure | 'shortCacheUrls' | 'oversizedUrls'> & {
    preset: Preset;
    runs: number;
  })[] = [];
const interactions: (Route &
  InteractionSample & {
    runs: number;
    cpuSlowdown: number;
    paintToReady: Spread;
    paintToReadyParts: PaintToReadyParts;
    paintToReadyRuns: PaintToReadySample[];
  })[] = [];
/** What broke a budget, said in a line each. */
const broken: string[] = [];
let lighthouseVersion = '';
try {
  for (const preset of presets) {
    const reports = collect(
      browser,
      benchRoutes.map((route) => origin + route.path),
      runs,
      preset,
    );
    if (!assertBudgets()) broken.push(`Lighthouse (${preset}): lighthouserc.json's assertions, printed above`);
    for (const route of benchRoutes) {
      const lhrs = reports.get(origin + route.path) ?? [];
      if (lhrs.length !== runs) throw new Error(`Lighthouse CI kept ${lhrs.length} of ${runs} runs of ${route.path}`);
      lighthouseVersion = lhrs[0]!.lighthouseVersion ?? lighthouseVersion;
      const samples = lhrs.map((lhr) => summarise(lhr));
      const first = samples[0]!;
      const numeric = (Object.keys(first) as (keyof LighthouseSummary)[]).filter(
        (key): key is NumericFigure => typeof first[key] === 'number',
      );
      const summary = Object.fromEntries(
        numeric.map((key) => [key, median(samples.map((sample) => sample[key]))]),
      ) as Pick<LighthouseSummary, NumericFigure>;
      const { shortCacheUrls, oversizedUrls } = first;
      results.push({ ...route, preset, runs, ...summary, shortCacheUrls, oversizedUrls });
      if (preset === 'mobile' && summary.tbtScaledMs >= TBT_AT_REFERENCE_INDEX_MS)
        broken.push(`${route.path}: mobile TBT at benchmark index 2000 ${summary.tbtScaledMs} ms`);
    }
    console.error(`measured ${preset}`);
  }
  const playwrightBrowser = !measuresInteractions
    ? undefined
    : await chromium.launch({
        executablePath: chromePath,
        env: browserEnv,
        args: chromiumFlags,
      });
  try {
    for (const route of benchRoutes) {
      if (!playwrightBrowser) break;
      const { scripts: counted, jsBytes, cssBytes, near } = firstLoad(dist, route.path);
      if (jsBytes > jsBudgetKb(route.template) * KB)
        broken.push(`${route.path}: JS before interaction over its budget`);
      if (cssBytes > CSS_KB * KB) broken.push(`${route.path}: CSS over its budget`);
      const samples: InteractionSample[] = [];
      const paintToReadyRuns: PaintToReadySample[] = [];
      for (let run = 0; run < runs; run += 1) {
        paintToReadyRuns.push(await measurePaintToReady(playwrightBrowser, origin + route.path));
        const { scripts, ...measured } = await measureInteractions(playwrightBrowser, origin + route.path);
        // The browser is the check on the reading of the build: a script it fetched that was not counted.
        // An island that waits to come near is fetched at load when it is on the first screen (first-load.ts).
        const uncounted = scripts.filter((script) => !counted.includes(script) && !near.includes(script));
        if (uncounted.length > 0)
          broken.push(
            `${route.path}: fetched before interaction, not counted by first-load.ts: ${uncounted.join(' ')}`,
          );
        const wholeVisitCls = await measureWholeVisitCls(playwrightBrowser, origin + route.path);
        samples.push({ jsBeforeInteraction: jsBytes, scriptCount: counted.length, ...measured, wholeVisitCls });
      }
      const summary = Object.fromEntries(
        (Object.keys(samples[0]!) as (keyof InteractionSample)[]).map((key) => [
          key,
          median(samples.map((sample) => sample[key])),
        ]),
      ) as InteractionSample;
      if (summary.wholeVisitCls >= clsBudget) broken.push(`${route.path}: whole-visit CLS ${summary.wholeVisitCls}`);
      interactions.push({
        ...route,
        runs,
        cpuSlowdown: CPU_SLOWDOWN,
        ...summary,
        paintToReady: spread(paintToReadyRuns.map((sample) => sample.paintToReadyMs)),
        paintToReadyParts: paintToReadyParts(paintToReadyRuns),
        paintToReadyRuns,
      });
      console.error(`measured interactions ${route.path}`);
    }
  } finally {
    await playwrightBrowser?.close();
  }
} finally {
  server.kill();
}

const kb = (value: number) => (value / 1024).toFixed(1);
console.table(
  results.map((r) => ({
    route: r.path,
    preset: r.preset,
    perf: r.performance,
    a11y: r.accessibility,
    bp: r.bestPractices,
    seo: r.seo,
    'FCP ms': r.fcpMs,
    'LCP ms': r.lcpMs,
    'TBT ms': r.tbtMs,
    BI: r.benchmarkIndex,
    'TBT@2000': r.tbtScaledMs,
    CLS: r.cls,
    'JS KB': kb(r.jsBytes),
    'CSS KB': kb(r.cssBytes),
    'font KB': kb(r.fontBytes),
    'img KB': kb(r.imageBytes),
    'img oversized': r.oversizedImages,
    'media short cache': r.shortCacheMedia,
    'req<LCP': r.requestsBeforeLcp,
  })),
);
console.table(
  interactions.map((r) => ({
    route: r.path,
    'JS before interaction KB': kb(r.jsBeforeInteraction),
    scripts: r.scriptCount,
    'long tasks after load': r.longTasksAfterLoad,
    'their blocking ms': r.longTaskBlockingMs,
    'INP desktop menu ms': r.inpDesktopMenuMs,
    'INP mobile menu ms': r.inpMobileMenuMs,
    'INP dialog ms': r.inpDialogMs,
    'whole-visit CLS (wheel, 1440)': r.wholeVisitCls,
  })),
);
console.table(
  interactions.map((r) => ({
    route: r.path,
    'paint-to-ready ms': spreadCell(r.paintToReady),
    'runtime requested ms after paint': r.paintToReadyParts.runtimeRequestedMs,
    'runtime arrived': r.paintToReadyParts.runtimeArrivedMs,
    'Inter arrived': r.paintToReadyParts.fontArrivedMs,
    'islands ready': r.paintToReadyParts.islandsReadyMs,
    'React arrived': r.paintToReadyParts.reactArrivedMs,
    'first tap answered ms': r.paintToReadyParts.pressToAnswerMs,
    'controls in view': r.paintToReadyRuns.map((sample) => sample.controls).join(' '),
    'ready last': r.paintToReadyParts.readyLast.join(', '),
  })),
);
mkdirSync('bench', { recursive: true });
const chromiumVersion = execFileSync(chromePath, ['--version'], { env: browserEnv }).toString().trim();
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      browser: browserKind,
      benchmarkIndexReference: BENCHMARK_INDEX_REFERENCE,
      results,
      interactions,
    },
    null,
    2,
  )}\n`,
);
console.log(`Wrote ${resultsFile}`);
if (writeTable) {
  mkdirSync('docs', { recursive: true });
  writeFileSync('docs/performance.md', performanceTable(readBenchResults(), readSuiteRuns(), readComparisons()));
  console.log('Wrote docs/performance.md');
}
if (broken.length > 0) {
  console.error(`Budgets broken:\n  ${[...new Set(broken)].join('\n  ')}`);
  process.exitCode = 1;
}
