// What the bench keeps of one Lighthouse report (collected by Lighthouse CI, scripts/bench/lighthouse-ci.ts),
// shared by `npm run bench` (scripts/bench.ts) and `npm run bench:compare` (scripts/bench/compare.ts).

/**
 * The parts of Lighthouse's report (its `Result`) read here. Lighthouse types an audit's details as
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
export interface ReportView {
  requestedUrl?: string;
  lighthouseVersion?: string;
  audits: Record<string, AuditView | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment?: { benchmarkIndex?: number };
}
/** What the bench keeps of one Lighthouse run. */
export type LighthouseSummary = ReturnType<typeof summarise>;

/** TBT as if measured on a machine of Lighthouse benchmark index 2000. */
export const BENCHMARK_INDEX_REFERENCE = 2000;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export function summarise(lhr: ReportView) {
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
  };
}
