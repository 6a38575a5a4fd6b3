// One Lighthouse navigation run and what the bench keeps of it, shared by `npm run bench`
// (scripts/bench.ts) and `npm run bench:compare` (scripts/bench/compare.ts).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { chromiumFlags } from '../pinned-chromium.ts';

/** The browser the bench launches: its executable and the environment it needs. */
export interface BenchBrowser {
  executablePath: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The parts of Lighthouse's report (its `Result` and artifacts) read here. Lighthouse types an audit's details as
 * a union of a dozen kinds; the bench reads a few fields of table rows, so it views them as loose records.
 */
interface ReportItem {
  [field: string]: unknown;
  url?: string;
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
  networkRequestTime?: number;
  observedLargestContentfulPaint?: number;
}
interface AuditView {
  numericValue?: number;
  details?: { items?: ReportItem[]; overallSavingsBytes?: number };
}
interface ReportView {
  audits: Record<string, AuditView | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment?: { benchmarkIndex?: number };
}
interface TraceEvent {
  name: string;
  args?: { data?: { type?: string; nodeName?: string } };
}
interface ArtifactsView {
  Trace?: { traceEvents?: TraceEvent[] };
  traces?: { defaultPass?: { traceEvents?: TraceEvent[] } };
}

/** What the bench keeps of one Lighthouse run. */
export type LighthouseSummary = ReturnType<typeof summarise>;

/** TBT as if measured on a machine of Lighthouse benchmark index 2000. */
export const BENCHMARK_INDEX_REFERENCE = 2000;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The LCP element as the trace names it (e.g. "IMG class='…'" or "P class='…'"). Lighthouse's
 * own largest-contentful-paint-element audit fails on this Chromium (its TraceElements gatherer
 * cannot read the newer trace), so the last LCP candidate event is read instead.
 */
function lcpElementOf(artifacts: ArtifactsView | undefined) {
  const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
  const candidates = (trace?.traceEvents ?? []).filter((event) => event.name === 'largestContentfulPaint::Candidate');
  const last = candidates.at(-1)?.args?.data;
  return last ? `${last.type}: ${last.nodeName}` : '';
}

export function summarise(lhr: ReportView, artifacts: ArtifactsView | undefined) {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const byType = Object.fromEntries(
    (audit('resource-summary')?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const bytes = (type: string) => byType[type]?.transferSize ?? 0;
  const observedLcp = audit('metrics')?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = audit('network-requests')?.details?.items ?? [];
  const tbtMs = Math.round(numeric('total-blocking-time'));
  // What "properly size images" and "efficient cache policy" list: every item, and the media among them.
  const listed = (id: string) => (audit(id)?.details?.items ?? []).map((item) => item.url ?? '');
  const isMedia = (url: string) => /\/(?:assets\/)?media\//.test(url);
  const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs,
    benchmarkIndex,
    tbtScaledMs: Math.round((tbtMs * benchmarkIndex) / BENCHMARK_INDEX_REFERENCE),
    cls: Number(numeric('cumulative-layout-shift').toFixed(4)),
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

async function runOnce(browser: BenchBrowser, url: string, config: Config | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: browser.executablePath,
    envVars: browser.env,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run of `url`, summarised; `browser` is { executablePath, env }. */
export async function runLighthouse(browser: BenchBrowser, url: string, config: Config | undefined) {
  // A run can fail to record its trace (NO_NAVSTART, seen on the first run of a cold machine): retry it.
  let result = await runOnce(browser, url, config);
  for (let retry = 0; result.lhr.runtimeError && retry < 2; retry += 1) {
    console.error(`retrying ${url}: ${result.lhr.runtimeError.code}`);
    result = await runOnce(browser, url, config);
  }
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return summarise(result.lhr as ReportView, result.artifacts as ArtifactsView);
}
