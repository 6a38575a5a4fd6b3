import { expect, type Page } from '@playwright/test';
import { decodeImagesInStep, settleMedia } from './media-ready';
import { waitForHydrated } from './hydration';
import type { SiteTheme } from './site-paths';
import { bringDeferredSectionsIn, bringIntentControlsIn, waitForFinalLayout } from './layout';

// Shared steps of the whole-site suites: which pages exist, how to open one
// so that its pixels are the same on every run, and how to switch theme and
// width without reloading.

export { NOT_FOUND_PATH, pathKey, sitePaths, siteThemes, siteWidths } from './site-paths';
export type { SiteTheme, SiteWidth } from './site-paths';

/** The copyright year and any relative date render from this instant. */
export const FIXED_TIME = new Date('2026-03-15T12:00:00Z');

export type OpenOptions = {
  theme?: SiteTheme;
  width?: number;
  height?: number;
  /** Screenshots want reduced motion (no video plays, no transition); motion specs turn it off. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** False when the test installed its own fake clock (`page.clock.install`) before opening. */
  fixedTime?: boolean;
};

/**
 * Opens a page the way every screenshot wants it: clock frozen before any
 * script runs, theme by the system preference (the site follows it live
 * until the visitor chooses), hydrated, fonts loaded, every image loaded.
 */
export async function openPage(page: Page, path: string, options: OpenOptions = {}) {
  const { theme = 'light', width = 1440, height = 900, reducedMotion = 'reduce', fixedTime = true } = options;
  if (fixedTime) await page.clock.setFixedTime(FIXED_TIME);
  await page.emulateMedia({ colorScheme: theme, reducedMotion });
  await page.setViewportSize({ width, height });
  await decodeImagesInStep(page);
  await page.goto(encodeURI(path));
  await page.locator('#main h1').waitFor();
  await waitForHydration(page);
  await bringIntentControlsIn(page);
  await expectTheme(page, theme);
  await settle(page);
}

/** Waits until React has hydrated the page; before that, clicks do nothing. */
export const waitForHydration = (page: Page) => waitForHydrated(page, '#main');

export async function expectTheme(page: Page, theme: SiteTheme) {
  const dark = theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/;
  await expect(page.locator('html')).toHaveClass(dark);
  await expect(page.locator('body')).toHaveClass(dark);
}

/** Switches the system theme; the page follows it without a reload. */
export async function switchTheme(page: Page, theme: SiteTheme) {
  await page.emulateMedia({ colorScheme: theme });
  await expectTheme(page, theme);
  await settle(page);
}

export async function switchWidth(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await settle(page);
}

/**
 * Makes the page complete and still for a full-page shot: its layout is final with every deferred
 * section mounted, the web font is in,
 * lazy images are loaded now (not when scrolled to), every image is ready, and
 * videos rest on their posters at frame zero.
 */
export async function settle(page: Page) {
  await waitForFinalLayout(page);
  await bringDeferredSectionsIn(page);
  await waitForFinalLayout(page);
  await page.evaluate(async () => {
    // The app fetches Inter after the first paint, so `fonts.ready` alone could resolve before
    // its @font-face exists: wait for the face itself (by event, since a test's fake clock may be paused).
    const interLoaded = () =>
      [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded');
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!interLoaded()) return;
        document.fonts.removeEventListener('loadingdone', check);
        resolve();
      };
      document.fonts.addEventListener('loadingdone', check);
      check();
    });
    await document.fonts.ready;
  });
  await settleMedia(page);
  // No frame wait here: a test may have paused a fake clock, which also stops requestAnimationFrame;
  // toHaveScreenshot itself waits for two identical frames.
}
