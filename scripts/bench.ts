// Performance benchmark (not a test): builds the site, serves dist/ compressed
// as a CDN would, and over one route per template runs Lighthouse 12.2.3 with
// the mobile and desktop presets, then measures in the same browser what a
// navigation report does not show (scripts/bench/interactions.ts): the
// JavaScript fetched before any interaction, long tasks after load, and INP of
// the desktop menu, the mobile menu and the conversation dialog on a CPU slowed
// 4x. Every run records Lighthouse's benchmark index and TBT scaled to an index
// of 2000 (TBT x index / 2000: a faster machine has a higher index and a lower
// TBT), so machines compare. Medians of --runs N (default 3). Prints tables and
// writes bench/results.json and the table docs/performance.md. Options (scripts/bench/options.ts):
// --runs N, --port P, --skip-build, --only <template>, --skip-interactions (Lighthouse only),
// --dist DIR (another build, served as it is), --label NAME (results to bench/results-NAME.json).
// It also sums the layout shifts of a whole visit read to the bottom by mouse wheel
// (scripts/bench/whole-visit-cls.ts). `npm run bench:compare` sets two builds side by side.
// The browser is the pinned Chromium of the screenshot suites unless
// CHROMIUM_PATH names another.
import { execSync, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { desktopConfig, type Config } from 'lighthouse';
import { chromiumFlags, pinnedChromium } from './pinned-chromium.ts';
import { brotliSize } from './bench/js-before-interaction.ts';
import { CPU_SLOWDOWN, measureInteractions } from './bench/interactions.ts';
import {
  BENCHMARK_INDEX_REFERENCE,
  median,
  runLighthouse,
  type BenchBrowser,
  type LighthouseSummary,
} from './bench/lighthouse-run.ts';
import { benchOptions } from './bench/options.ts';
import { performanceTable } from './bench/performance-table.ts';
import { startSiteServer } from './bench/site-server.ts';
import { measureWholeVisitCls } from './bench/whole-visit-cls.ts';
import { templateSamples } from '../src/app/route-table.ts';
import { pagePath } from '../src/lib/seo/url.ts';

const {
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
const pinned = process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH, env: {} } : pinnedChromium();
const browser: BenchBrowser = { executablePath: pinned.executablePath, env: { ...process.env, ...pinned.env } };
const chromePath = browser.executablePath;
const browserEnv = browser.env;

// Each page at its canonical address (with the trailing slash every link and the sitemap use): the
// bare path answers a 301 first, which no visitor coming through the site pays (it cost ~160 ms of
// simulated LCP on every template until this round).
const benchRoutes = templateSamples()
  .filter((route) => !only || route.template === only)
  .map((route) => ({ ...route, path: pagePath(route.path) }));

const presets: Record<string, Config | undefined> = {
  mobile: undefined, // Lighthouse's default: Moto G Power emulation, simulated slow 4G
  desktop: desktopConfig,
};

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
  Pick<LighthouseSummary, NumericFigure | 'lcpElement' | 'shortCacheUrls' | 'oversizedUrls'> & {
    preset: string;
    runs: number;
  })[] = [];
const interactions: (Route & InteractionSample & { runs: number; cpuSlowdown: number })[] = [];
try {
  for (const route of benchRoutes) {
    for (const [preset, config] of Object.entries(presets)) {
      const samples: LighthouseSummary[] = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await runLighthouse(browser, origin + route.path, config));
      }
      const first = samples[0]!;
      const numeric = (Object.keys(first) as (keyof LighthouseSummary)[]).filter(
        (key): key is NumericFigure => typeof first[key] === 'number',
      );
      const summary = Object.fromEntries(
        numeric.map((key) => [key, median(samples.map((sample) => sample[key]))]),
      ) as Pick<LighthouseSummary, NumericFigure>;
      const { lcpElement, shortCacheUrls, oversizedUrls } = first;
      results.push({ ...route, preset, runs, ...summary, lcpElement, shortCacheUrls, oversizedUrls });
      console.error(`measured ${preset} ${route.path}`);
    }
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
      const samples: InteractionSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        const { scripts, ...measured } = await measureInteractions(playwrightBrowser, origin + route.path);
        const jsBeforeInteraction = scripts.reduce((sum, script) => sum + brotliSize(dist, script), 0);
        const wholeVisitCls = await measureWholeVisitCls(playwrightBrowser, origin + route.path);
        samples.push({ jsBeforeInteraction, scriptCount: scripts.length, ...measured, wholeVisitCls });
      }
      const summary = Object.fromEntries(
        (Object.keys(samples[0]!) as (keyof InteractionSample)[]).map((key) => [
          key,
          median(samples.map((sample) => sample[key])),
        ]),
      ) as InteractionSample;
      interactions.push({ ...route, runs, cpuSlowdown: CPU_SLOWDOWN, ...summary });
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
    'LCP element': r.lcpElement.slice(0, 24),
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
mkdirSync('bench', { recursive: true });
const chromiumVersion = execFileSync(chromePath, ['--version'], { env: browserEnv }).toString().trim();
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      lighthouse: '12.2.3',
      chromium: chromiumVersion,
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
  writeFileSync('docs/performance.md', performanceTable(JSON.parse(readFileSync(resultsFile, 'utf8'))));
  console.log('Wrote docs/performance.md');
}
