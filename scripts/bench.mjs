// Performance benchmark (not a test): builds the site, serves dist/ compressed
// as a CDN would, and over one route per template runs Lighthouse 12.2.3 with
// the mobile and desktop presets, then measures in the same browser what a
// navigation report does not show (scripts/bench/interactions.mjs): the
// JavaScript fetched before any interaction, long tasks after load, and INP of
// the desktop menu, the mobile menu and the conversation dialog on a CPU slowed
// 4x. Every run records Lighthouse's benchmark index and TBT scaled to an index
// of 2000 (TBT x index / 2000: a faster machine has a higher index and a lower
// TBT), so machines compare. Medians of --runs N (default 3). Prints tables and
// writes bench/results.json and the table docs/performance.md. Options: --runs N, --skip-build, --only <template>,
// --skip-interactions (Lighthouse only).
// The browser is the pinned Chromium of the screenshot suites unless
// CHROMIUM_PATH names another.
import { spawn, execSync, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, pinnedChromium } from './pinned-chromium.ts';
import { brotliSize } from './bench/js-before-interaction.mjs';
import { CPU_SLOWDOWN, measureInteractions } from './bench/interactions.mjs';
import { performanceTable } from './bench/performance-table.ts';
import { templateSamples } from '../src/app/route-table.ts';
import { pagePath } from '../src/lib/seo/url.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('runs', '3'));
const port = Number(option('port', '4180'));
const origin = `http://127.0.0.1:${port}`;
const only = option('only', undefined);
const browser = process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH, env: {} } : pinnedChromium();
const chromePath = browser.executablePath;
const browserEnv = { ...process.env, ...browser.env };
/** TBT as if measured on a machine of Lighthouse benchmark index 2000. */
export const BENCHMARK_INDEX_REFERENCE = 2000;

// Each page at its canonical address (with the trailing slash every link and the sitemap use): the
// bare path answers a 301 first, which no visitor coming through the site pays (it cost ~160 ms of
// simulated LCP on every template until this round).
const benchRoutes = templateSamples()
  .filter((route) => !only || route.template === only)
  .map((route) => ({ ...route, path: pagePath(route.path) }));

const presets = {
  mobile: undefined, // Lighthouse's default: Moto G Power emulation, simulated slow 4G
  desktop: desktopConfig,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The LCP element as the trace names it (e.g. "IMG class='…'" or "P class='…'"). Lighthouse's
 * own largest-contentful-paint-element audit fails on this Chromium (its TraceElements gatherer
 * cannot read the newer trace), so the last LCP candidate event is read instead.
 */
function lcpElementOf(artifacts) {
  const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
  const candidates = (trace?.traceEvents ?? []).filter((event) => event.name === 'largestContentfulPaint::Candidate');
  const last = candidates.at(-1)?.args?.data;
  return last ? `${last.type}: ${last.nodeName}` : '';
}

function summarise(lhr, artifacts) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const byType = Object.fromEntries(
    (audit('resource-summary')?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const bytes = (type) => byType[type]?.transferSize ?? 0;
  const observedLcp = audit('metrics')?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = audit('network-requests')?.details?.items ?? [];
  const tbtMs = Math.round(audit('total-blocking-time').numericValue);
  // What "properly size images" and "efficient cache policy" list: every item, and the media among them.
  const listed = (id) => (audit(id)?.details?.items ?? []).map((item) => item.url ?? '');
  const isMedia = (url) => /\/(?:assets\/)?media\//.test(url);
  const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs,
    benchmarkIndex,
    tbtScaledMs: Math.round((tbtMs * benchmarkIndex) / BENCHMARK_INDEX_REFERENCE),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(4)),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    fontBytes: bytes('font'),
    imageBytes: bytes('image'),
    imageRequests: byType.image?.requestCount ?? 0,
    oversizedImages: listed('uses-responsive-images').length,
    oversizedImageSavingsBytes: audit('uses-responsive-images')?.details?.overallSavingsBytes ?? 0,
    shortCacheMedia: listed('uses-long-cache-ttl').filter(isMedia).length,
    shortCacheUrls: listed('uses-long-cache-ttl'),
    oversizedUrls: listed('uses-responsive-images'),
    requestsBeforeLcp: requests.filter((request) => (request.networkRequestTime ?? 0) <= observedLcp).length,
    lcpElement: lcpElementOf(artifacts),
  };
}

async function runLighthouse(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    envVars: browserEnv,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, config);
    return result;
  } finally {
    await chrome.kill();
  }
}

async function startServer() {
  const server = spawn('node', ['--import', 'tsx', 'scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  server.kill();
  throw new Error(`The site server did not start on ${origin}`);
}

if (!args.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' });
const server = await startServer();
const results = [];
const interactions = [];
try {
  for (const route of benchRoutes) {
    for (const [preset, config] of Object.entries(presets)) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        // A run can fail to record its trace (NO_NAVSTART, seen on the first run of a cold machine): retry it.
        let result = await runLighthouse(origin + route.path, config);
        for (let retry = 0; result.lhr.runtimeError && retry < 2; retry += 1) {
          console.error(`retrying ${preset} ${route.path}: ${result.lhr.runtimeError.code}`);
          result = await runLighthouse(origin + route.path, config);
        }
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${route.path}: ${result.lhr.runtimeError.message}`);
        samples.push(summarise(result.lhr, result.artifacts));
      }
      const numeric = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
      const summary = Object.fromEntries(numeric.map((key) => [key, median(samples.map((sample) => sample[key]))]));
      const { lcpElement, shortCacheUrls, oversizedUrls } = samples[0];
      results.push({ ...route, preset, runs, ...summary, lcpElement, shortCacheUrls, oversizedUrls });
      console.error(`measured ${preset} ${route.path}`);
    }
  }
  const playwrightBrowser = args.includes('--skip-interactions')
    ? undefined
    : await chromium.launch({
        executablePath: chromePath,
        env: browserEnv,
        args: chromiumFlags,
      });
  try {
    for (const route of playwrightBrowser ? benchRoutes : []) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { scripts, ...measured } = await measureInteractions(playwrightBrowser, origin + route.path);
        const jsBeforeInteraction = scripts.reduce((sum, script) => sum + brotliSize('dist', script), 0);
        samples.push({ jsBeforeInteraction, scriptCount: scripts.length, ...measured });
      }
      const summary = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
      );
      interactions.push({ ...route, runs, cpuSlowdown: CPU_SLOWDOWN, ...summary });
      console.error(`measured interactions ${route.path}`);
    }
  } finally {
    await playwrightBrowser?.close();
  }
} finally {
  server.kill();
}

const kb = (value) => (value / 1024).toFixed(1);
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
  })),
);
mkdirSync('bench', { recursive: true });
const chromiumVersion = execFileSync(chromePath, ['--version'], { env: browserEnv }).toString().trim();
writeFileSync(
  'bench/results.json',
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
console.log('Wrote bench/results.json');
mkdirSync('docs', { recursive: true });
writeFileSync('docs/performance.md', performanceTable(JSON.parse(readFileSync('bench/results.json', 'utf8'))));
console.log('Wrote docs/performance.md');
