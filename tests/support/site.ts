import { expect, type Page } from '@playwright/test';
import { actedPageReady } from '../../scripts/bench/page-ready';
import { decodeImagesInStep, settleMedia } from './media-ready';
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

/**
 * Waits until the page's islands are ready, those that wait for the visitor's first act brought in as a key would
 * (scripts/bench/page-ready.ts): before that, clicks are kept, not answered.
 */
export const waitForHydration = (page: Page) => page.waitForFunction(actedPageReady, undefined, { polling: 50 });

export async function expectTheme(page: Page, theme: SiteTheme) {
  const dark = theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/;
  // What the page believes, named when it shows the wrong theme: three times in full runs a page stayed in the
  // other theme for 10 s after the system's changed, and these tell a stored choice, a query that still reads the
  // old scheme and a change never delivered apart. The third (route /, 3d10d1c) was a change never delivered: the
  // held query read dark, nothing stored, the page light. Browsers deliver a media query's change while they update
  // the rendering, so whether a frame still comes, the page's visibility and an unfinished view transition are
  // named too.
  const belief = () =>
    page
      .evaluate(async (query) => {
        const frameWithin1s = await Promise.race([
          new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
        ]);
        let stored: string | null = 'unreadable';
        try {
          stored = localStorage.getItem('infinyte-theme');
        } catch {
          // Storage blocked.
        }
        return JSON.stringify({
          heldQuery: window.systemThemeQuery?.matches ?? null,
          freshQuery: matchMedia(query).matches,
          stored,
          colorScheme: document.documentElement.style.colorScheme,
          frameWithin1s,
          visibility: document.visibilityState,
          viewTransition: 'activeViewTransition' in document ? document.activeViewTransition !== null : 'unknown',
        });
      }, '(prefers-color-scheme: dark)')
      .catch((error: unknown) => `unreadable: ${String(error)}`);
  for (const element of ['html', 'body']) {
    try {
      await expect(page.locator(element)).toHaveClass(dark);
    } catch (error) {
      throw new Error(`${element} is not ${theme}; the page says ${await belief()}`, { cause: error });
    }
  }
}

/** Switches the system theme; the page follows it without a reload. */
export async function switchTheme(page: Page, theme: SiteTheme) {
  await page.emulateMedia({ colorScheme: theme });
  await expectTheme(page, theme);
  await settle(page);
}

export async function switchWidth(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  // Under load the page was once measured before it had the new width (a form at 390 px read as fitting the
  // screen at 1440 px's height). Polled from here: a test's fake clock may be paused.
  await expect.poll(() => page.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([width, height]);
  await settle(page);
}

/** Waits until Inter, from the site's stylesheet, is loaded and drawn: a shot shows the page in its font. */
export async function waitForWebFont(page: Page) {
  await page.evaluate(async () => {
    // By the font set's event rather than by polling, since a test's fake clock may be paused.
    const interLoaded = () =>
      [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
      );
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!interLoaded()) return;
        document.fonts.removeEventListener('loadingdone', check);
        resolve();
      };
      document.fonts.addEventListener('loadingdone', check);
      check();
    });
  });
}

/**
 * Makes the page complete and still for a full-page shot: its layout is final with every deferred
 * section mounted, the web font swapped in (or held, as the visitor sees it),
 * lazy images are loaded now (not when scrolled to), every image is ready, and
 * videos rest on their posters at frame zero.
 */
export async function settle(page: Page) {
  await waitForFinalLayout(page);
  await waitForWebFont(page);
  await bringDeferredSectionsIn(page);
  await waitForFinalLayout(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settleMedia(page);
  // No frame wait here: a test may have paused a fake clock, which also stops requestAnimationFrame;
  // toHaveScreenshot itself waits for two identical frames.
}
