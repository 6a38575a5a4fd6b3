import { expect, test, type Page } from '@playwright/test';
import { breakpoint } from '@/styles/generated/tokens';
import { installFixedCover } from './fixed-cover';
import { focusedUnderFixed, MAX_FINDINGS, readLayout } from './layout-checks';
import { waitForFinalLayout } from './layout';
import { siteWidths, switchTheme, type SiteTheme } from './site';

// The responsive sweep: a page already loaded is resized through the widths where the layout changes most,
// and at each the in-page checks of tests/support/layout-checks.ts run: nothing makes the page scroll sideways,
// no text box overlaps another, no text is cut off by its box, the header shows the menu its width calls for,
// and (in the light theme; focus is geometry, which a theme never moves) no control Tab reaches is hidden under
// something fixed when focused.

/** The narrowest phone, the `md` breakpoint, both sides of the menu's switch (`lg`), a laptop and a wide screen. */
export const sweepWidths = [320, 768, 991, 992, 1280, 1920] as const;
/** The dark theme changes colours and some artwork: two widths, one either side of the menu's switch. */
export const darkSweepWidths = [768, 1920] as const;
/** The main menu replaces the mobile menu's button from this width (tokens/space.json, breakpoint.lg). */
export const desktopMenuFrom = Number.parseInt(breakpoint.lg, 10);

/** The layout checks at the page's current width and theme (soft: every width of a sweep is reported). */
export async function expectSoundLayout(page: Page, label: string) {
  const width = page.viewportSize()?.width ?? 0;
  const { overflow, overlaps, clipped, menu } = await page.evaluate(readLayout, MAX_FINDINGS);
  expect.soft(overflow, `${label}: wider than the viewport`).toEqual([]);
  expect.soft(overlaps, `${label}: text drawn over other text`).toEqual([]);
  expect.soft(clipped, `${label}: text cut off by its box`).toEqual([]);
  const desktop = width >= desktopMenuFrom;
  expect
    .soft(menu, `${label}: the ${desktop ? 'desktop' : 'mobile'} menu alone`)
    .toEqual({ desktop, mobile: !desktop });
}

/** Every control Tab reaches, focused in turn: none is entirely hidden under a fixed or sticky element. */
export async function expectFocusNeverHidden(page: Page, label: string) {
  await installFixedCover(page);
  const hidden = await page.evaluate(focusedUnderFixed, MAX_FINDINGS);
  expect.soft(hidden, `${label}: focused controls entirely hidden`).toEqual([]);
}

/**
 * A new width for the checks alone: the page has laid out again and its media-query listeners and resize
 * observers have run. Pictures are not awaited (every one has its box before it loads), unlike a screenshot's
 * settle (tests/support/site.ts), which decodes every picture again at each width.
 */
async function resizeForChecks(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await waitForFinalLayout(page);
}

/** Resizes the loaded page through the sweep's widths, the dark ones first if the page is dark, then light. */
export async function sweepLayout(page: Page, current: SiteTheme) {
  const order: [SiteTheme, readonly number[]][] = [
    ['dark', darkSweepWidths],
    ['light', sweepWidths],
  ];
  if (current === 'light') order.reverse();
  for (const [theme, widths] of order) {
    await switchTheme(page, theme);
    for (const width of widths) {
      await test.step(`${theme} at ${width}px`, async () => {
        await resizeForChecks(page, width);
        await expectSoundLayout(page, `${theme} at ${width}px`);
        // Where focus lands and what covers it are geometry, which a theme never moves: checked in light alone.
        if (theme === 'light') await expectFocusNeverHidden(page, `${theme} at ${width}px`);
      });
    }
  }
}

/** WCAG 1.4.12's values, forced as the text-spacing bookmarklet forces them (a reader's own style sheet). */
export const textSpacingOverrides =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
  ' p { margin-bottom: 2em !important; }';

/**
 * With the text-spacing overrides in, at a phone's and a desktop's width, every word still shows: no text is cut
 * off by its box (a line clamp, a fixed height, a hero that clips) and nothing makes the page scroll sideways.
 * Leaves the overrides in: run it last on a page.
 */
export async function expectTextSpacingHolds(page: Page) {
  await page.addStyleTag({ content: textSpacingOverrides });
  for (const width of siteWidths) {
    await test.step(`text spacing at ${width}px`, async () => {
      await resizeForChecks(page, width);
      const { overflow, clipped } = await page.evaluate(readLayout, MAX_FINDINGS);
      expect.soft(overflow, `text spacing at ${width}px: wider than the viewport`).toEqual([]);
      expect.soft(clipped, `text spacing at ${width}px: text cut off by its box`).toEqual([]);
    });
  }
}
