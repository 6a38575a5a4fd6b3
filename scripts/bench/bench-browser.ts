// The Chromium a bench drives: the pinned one the suites use (scripts/test-browser.ts), or Debian's own
// (`apt-get install chromium`), the standard build a phone's Chrome is closer to. The issue that set the budgets
// found the two apart by up to ten times on the same build, so the figures are measured in both and each is
// named beside its browser (docs/performance.md).
import { existsSync } from 'node:fs';
import { testBrowser } from '../test-browser.ts';
import type { BenchBrowser } from './lighthouse-ci.ts';

export const BENCH_BROWSERS = ['pinned', 'debian'] as const;
export type BenchBrowserKind = (typeof BENCH_BROWSERS)[number];

/** Debian's package puts its Chromium here; CHROMIUM_PATH names another standard build. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function benchBrowserKind(name: string): BenchBrowserKind {
  const kind = BENCH_BROWSERS.find((known) => known === name);
  if (!kind) throw new Error(`--browser wants ${BENCH_BROWSERS.join(' or ')}, not "${name}"`);
  return kind;
}

/** The executable and environment of `kind`, or a message that says how to get it. */
export function benchBrowser(kind: BenchBrowserKind): BenchBrowser {
  if (kind === 'pinned') {
    const chosen = testBrowser();
    return { executablePath: chosen.executablePath, env: { ...process.env, ...chosen.env } };
  }
  const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
  if (!existsSync(executablePath))
    throw new Error(`--browser debian wants Debian's Chromium at ${executablePath}: apt-get install chromium`);
  return { executablePath, env: { ...process.env } };
}
