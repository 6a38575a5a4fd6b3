import { expect, test, type Locator, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { screenshotGate } from './browser-gate';

/**
 * The one way the suites compare pixels. Baselines mean something only in the
 * browser build that recorded them (the pinned Chromium), so on any other
 * Chromium the comparison is skipped, said so in the report, and the rest of
 * the test (axe, keyboard, behaviour) still runs.
 */
export async function expectScreenshot(
  target: Page | Locator,
  name: string,
  options?: PageAssertionsToHaveScreenshotOptions,
) {
  const gate = screenshotGate();
  if (gate.mode === 'skip') {
    test.info().annotations.push({ type: 'screenshot not compared', description: `${name}: ${gate.reason}` });
    return;
  }
  if (gate.mode === 'stale') throw new Error(`${name}: ${gate.reason}`);
  // Soft, so every shot of a test is compared and reported, not only the first that differs.
  // Page and Locator assertions take the same options apart from Page's `fullPage`.
  await expect.soft(target as Page).toHaveScreenshot(name, options);
}
