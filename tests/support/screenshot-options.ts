import { fileURLToPath } from 'node:url';
import type { PageAssertionsToHaveScreenshotOptions } from '@playwright/test';

/**
 * How every shot is taken and compared; the config's `expect.toHaveScreenshot` and the
 * byte-identical fast path of `expectScreenshot` both read it, so they take the same picture.
 *
 * Exact pixels: the browser is pinned, so a run differs only when the page does. Playwright's default
 * per-pixel threshold (0.2 in YIQ space) let a colour role moved one step along its scale pass unseen
 * (npm run test:visual-proof found it).
 */
export const screenshotDefaults = {
  animations: 'disabled',
  stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
  caret: 'hide',
  scale: 'css',
  maxDiffPixels: 0,
  threshold: 0,
} as const satisfies PageAssertionsToHaveScreenshotOptions;
