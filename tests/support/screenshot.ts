import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, type Locator, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { screenshotGate } from './browser-gate';
import { expectNoClassConflicts } from './class-conflicts';
import { screenshotDefaults } from './screenshot-options';

/**
 * The one way the suites compare pixels. Baselines mean something only in the
 * browser build that recorded them (the pinned Chromium), so on any other
 * Chromium the comparison is skipped, said so in the report, and the rest of
 * the test (axe, keyboard, behaviour) still runs. Every shot's page is also
 * checked for class lists that contradict themselves, whatever the browser.
 */
export async function expectScreenshot(
  target: Page | Locator,
  name: string,
  options?: PageAssertionsToHaveScreenshotOptions,
) {
  await expectNoClassConflicts('goto' in target ? target : target.page());
  const gate = screenshotGate();
  if (gate.mode === 'skip') {
    test.info().annotations.push({ type: 'screenshot not compared', description: `${name}: ${gate.reason}` });
    return;
  }
  if (gate.mode === 'stale') throw new Error(`${name}: ${gate.reason}`);
  if (await matchesBaselinePixels(target, name, options)) return;
  // Soft, so every shot of a test is compared and reported, not only the first that differs.
  // Page and Locator assertions take the same options apart from Page's `fullPage`.
  await expect.soft(target as Page).toHaveScreenshot(name, options);
}

/**
 * The fast path: one shot, taken exactly as toHaveScreenshot takes its first, whose pixels are exactly the
 * baseline's. Playwright's comparator would decode both PNGs in JavaScript before finding no difference
 * (1.8 s for the home page at 1440 px), which was a third of the route suite's time; sharp decodes them
 * natively. Pixels, not bytes: baselines are recompressed losslessly (scripts/optimise-baselines.ts), so
 * their bytes differ from the browser's encoding of the same picture. Anything short of identical pixels
 * goes to toHaveScreenshot, which retries until the page is still, compares pixels and reports the diff, so
 * nothing passes here that it would fail. `--update-snapshots=all` always takes the full path.
 */
async function matchesBaselinePixels(
  target: Page | Locator,
  name: string,
  options: PageAssertionsToHaveScreenshotOptions = {},
): Promise<boolean> {
  const info = test.info();
  if (info.config.updateSnapshots === 'all') return false;
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  if (!existsSync(baseline)) return false;
  const { animations, caret, scale, stylePath } = { ...screenshotDefaults, ...options };
  const { fullPage, mask, maskColor, clip, omitBackground, timeout } = options;
  const shot = await target.screenshot({
    animations,
    caret,
    scale,
    style: [stylePath]
      .flat()
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n'),
    mask,
    maskColor,
    omitBackground,
    timeout,
    ...('goto' in target ? { fullPage, clip } : {}),
  });
  const expected = readFileSync(baseline);
  if (shot.equals(expected)) return true;
  const [actualPixels, expectedPixels] = await Promise.all([rgba(shot), rgba(expected)]);
  return actualPixels.info.width === expectedPixels.info.width && actualPixels.data.equals(expectedPixels.data);
}

/** A PNG's pixels as 8-bit RGBA, whatever colour type the encoder chose (oxipng may pick a palette or grey). */
const rgba = (png: Buffer) =>
  sharp(png, { limitInputPixels: false })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
