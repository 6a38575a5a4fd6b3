// Which browser runs the suites, and what that means for the screenshot
// comparisons. Decided once in global setup and handed to the workers through
// the environment (Playwright passes global setup's process.env on).

/** The oldest Chromium major whose behaviour the non-screenshot checks are known to hold on. */
export const OLDEST_SUPPORTED_MAJOR = 150;

export type ScreenshotGate = { mode: 'compare' } | { mode: 'skip'; reason: string } | { mode: 'stale'; reason: string };

export function decideScreenshotGate(options: {
  version: string;
  recorded: string | undefined;
  pinned: boolean;
  /** Which browser this is when it is not the pinned one (scripts/test-browser.ts). */
  source: string;
}): ScreenshotGate {
  const { version, recorded, pinned, source } = options;
  if (recorded === version) return { mode: 'compare' };
  if (!pinned) {
    return {
      mode: 'skip',
      reason: `baselines belong to the pinned Chromium ${recorded ?? '(none recorded)'}; this run uses Chromium ${version}, ${source}, so pixels are not compared`,
    };
  }
  return {
    mode: 'stale',
    reason:
      `the pinned Chromium is ${version} but the baselines were recorded with ${recorded ?? 'no recorded version'}: ` +
      'review the change, then `npm run test:update` and commit the baselines with the new version',
  };
}

export function screenshotGate(): ScreenshotGate {
  const raw = process.env.PW_SCREENSHOT_GATE;
  if (!raw)
    throw new Error('PW_SCREENSHOT_GATE is unset: run the suites through `playwright test` (global setup sets it)');
  return JSON.parse(raw) as ScreenshotGate;
}
