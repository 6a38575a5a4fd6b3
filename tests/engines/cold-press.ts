import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { APP_ENTRY } from '../support/cold-page';
import type { EnginePage } from './engine-page';
import { startProbeProxy, type ProbeProxy } from './error-probe';
import { attribute, nextFrames, tag, waitForHydration } from './in-page';
import { mobile, onePagePerSuite } from './one-page';

// A visitor does not wait for the app (issue 32): the Chromium suite presses every control on a cold page
// (tests/e2e/cold-press.spec.ts); here each engine presses the theme toggle, a carousel and the mobile menu
// once while the app's code is held back, on one page load, then lets the code through and checks that
// each press took effect once and kept it once the app had taken over.

const workers = '[aria-roledescription="carousel"][aria-label="Digital workers"]';

/** In the page: the carousel's current worker, 1-based: the place of the picker marked current among its pickers. */
const currentWorker = (region: string) => {
  const pickers = [...document.querySelectorAll(`${region} [role="group"][aria-label="Choose worker"] button`)];
  const index = pickers.findIndex((picker) => picker.getAttribute('aria-current') === 'true');
  return index < 0 ? null : String(index + 1);
};

/** In the page: whether the app's menu sheet (a dialog named Menu) is open. */
const menuSheetOpen = () =>
  [...document.querySelectorAll('[role="dialog"]')].some((dialog) => {
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
    return (dialog.getAttribute('aria-label') ?? title)?.trim() === 'Menu';
  });

/** In the page: the theme the visitor sees and keeps. */
const themeShown = () => ({
  html: document.documentElement.classList.contains('dark'),
  body: document.body.classList.contains('dark'),
  stored: localStorage.getItem('infinyte-theme'),
});

export function defineColdPress(openPage: () => Promise<EnginePage>) {
  describe("cold press, the app's code held back", () => {
    let page: EnginePage;
    let proxy: ProbeProxy;
    beforeAll(async () => {
      // A proxy of this test's own: holding the chunk must not stall the other engine's journeys, and its
      // origin is new to the browser, so nothing of the app is cached there.
      proxy = await startProbeProxy(inject('siteUrl'), { hold: APP_ENTRY });
    });
    afterAll(() => proxy?.stop());
    onePagePerSuite(openPage, (opened) => (page = opened));

    test(`at ${mobile.width} px on /: the theme toggle, Next worker and the menu button each act once`, async () => {
      await page.setViewport(mobile.width, mobile.height);
      proxy.held.hold();
      await page.goto(`${proxy.url}/`);
      await proxy.held.arrived();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

      // The carousel further down first: the menu's sheet, once open, covers the page.
      const next = await tag(page, `${workers} button`, 'Next worker');
      expect(await page.evaluate(currentWorker, workers)).toBe('1');
      await page.click(next);

      const toggle = await tag(page, 'header [data-slot="theme-toggle"]');
      const before = await page.evaluate(themeShown);
      await page.click(toggle);
      const switched = { html: !before.html, body: !before.body, stored: before.html ? 'light' : 'dark' };
      expect(await page.evaluate(themeShown), 'the theme switches before the app').toEqual(switched);

      const fallbackMenu = await tag(page, 'header summary[aria-label="Menu"]');
      await page.click(fallbackMenu);
      expect(
        await page.evaluate(() => document.querySelector('details[data-menu-fallback]')?.hasAttribute('open')),
      ).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.dataset.hydrated ?? null),
        "every press landed before the app's code",
      ).toBeNull();

      proxy.held.release();
      await waitForHydration(page);
      await page.waitFor(() => document.documentElement.dataset.layout === 'settled');
      // The sheet's dialog code is fetched once the app opens it, after the page reads settled.
      await page.waitFor(menuSheetOpen).catch((error: unknown) => {
        throw new Error('the menu opened before the app never became its open sheet', { cause: error });
      });

      const menuButton = 'header button[aria-label="Menu"]';
      const seen = async () => ({
        theme: await page.evaluate(themeShown),
        toggle: await attribute(page, toggle, 'aria-pressed'),
        slide: await page.evaluate(currentWorker, workers),
        menu: await attribute(page, menuButton, 'aria-expanded'),
        sheet: await page.evaluate(menuSheetOpen),
        fallback: await page.evaluate(() => !!document.querySelector('details[data-menu-fallback]')),
      });
      const expected = {
        theme: switched,
        toggle: String(switched.html),
        slide: '2',
        menu: 'true',
        sheet: true,
        fallback: false,
      };
      expect(await seen(), 'once the app has taken over').toEqual(expected);
      // Still so once everything the presses brought in has run.
      await nextFrames(page);
      expect(await seen(), 'and still after the next frames').toEqual(expected);
    });
  });
}
