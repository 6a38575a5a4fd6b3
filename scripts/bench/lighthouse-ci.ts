// Lighthouse runs through Lighthouse CI: `lhci collect` runs Lighthouse on the pinned Chromium and keeps each
// report in .lighthouseci/, and `lhci assert` holds the median of the runs to lighthouserc.json's assertions
// (the Lighthouse budgets). What Lighthouse cannot measure stays in the bench: INP of scripted interactions
// (scripts/bench/interactions.ts), whole-visit CLS (scripts/bench/whole-visit-cls.ts), the interleaved
// comparison of builds (scripts/bench/compare.ts) and the generated table (scripts/bench/performance-table.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumFlags } from '../pinned-chromium.ts';
import type { ReportView } from './lighthouse-summary.ts';

/** The browser Lighthouse drives: its executable and the environment it needs. */
export interface BenchBrowser {
  executablePath: string;
  env: NodeJS.ProcessEnv;
}

/** Lighthouse's default (Moto G Power emulation, simulated slow 4G) or its desktop preset. */
export type Preset = 'mobile' | 'desktop';

const LHCI = join('node_modules', '.bin', 'lhci');
const CONFIG = '--config=lighthouserc.json';
/** Where `lhci collect` writes its reports (lhr-<time>.json) and `lhci assert` reads them. */
const REPORTS = '.lighthouseci';

/**
 * Runs Lighthouse `runs` times on each URL with `preset`; returns the reports by the URL asked for. `cpuSlowdown`
 * replaces the preset's simulated CPU slowdown (mobile: 4x), for a phone slower than Lighthouse's.
 */
export function collect(browser: BenchBrowser, urls: readonly string[], runs: number, preset: Preset, cpuSlowdown?: number) {
  execFileSync(
    LHCI,
    [
      'collect',
      CONFIG,
      `--collect.numberOfRuns=${runs}`,
      `--collect.chromePath=${browser.executablePath}`,
      `--collect.settings.chromeFlags=${chromiumFlags.join(' ')}`,
      ...(preset === 'desktop' ? ['--collect.settings.preset=desktop'] : []),
      ...(cpuSlowdown === undefined ? [] : [`--collect.settings.throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      ...urls.map((url) => `--collect.url=${url}`),
    ],
    // Its progress goes to stderr, beside the bench's own: stdout carries the bench's tables.
    { env: browser.env, stdio: ['ignore', 2, 2] },
  );
  const reports = readdirSync(REPORTS)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(REPORTS, file), 'utf8')) as ReportView);
  return new Map(urls.map((url) => [url, reports.filter((report) => report.requestedUrl === url)]));
}

/** Holds the reports of the last `collect` to lighthouserc.json's assertions; prints each; true if all hold. */
export function assertBudgets(): boolean {
  const { status } = spawnSync(LHCI, ['assert', CONFIG], { stdio: ['ignore', 2, 2] });
  return status === 0;
}
