import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { EnginePage } from './engine-page';
import { startProbeProxy, type ProbeProxy } from './error-probe';
import { attribute, nextFrames, scrollIntoView, tag, waitForHydration } from './in-page';
import { mobile, onePagePerSuite } from './one-page';

// A visitor does not wait for the page's code (issue 32): the Chromium suite presses every control on a cold page
// (tests/e2e/cold-press.spec.ts); here each engine presses a carousel, the theme toggle and the mobile menu
// once while the islands' code is held back (docs/islands.md), on one page load, then lets the code through and
// checks that each press took effect once and kept it once the islands had taken over. A press on an island's
// button before its code is kept by the page's inline capture (src/islands/early/island-capture.ts) and replayed
// when the island is ready; the menu's <summary> answers natively, and its open sheet carries over.

/** Every island's code: its own chunk (src/islands/registry.ts). */
const ISLAND_CHUNK = /\.island-[^/]*\.js$/;
/** The chunk of the island named `name`. */
const islandChunk = (name: string) => new RegExp(`/${name}\\.island-[^/]*\\.js$`);

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

/** In the page: the names of the islands whose code the page has asked for (every island not waiting for the visitor). */
const islandsOnTheirWay = () =>
  [...document.querySelectorAll('infinyte-island:not([hydrate])')].map((island) => island.getAttribute('name')!);

/** In the page: the accessible names of the presses kept for islands whose code has not run, oldest first. */
const keptPresses = () =>
  (window.earlyPresses ?? []).map((press) => press.control.getAttribute('aria-label') ?? press.control.textContent);

/** Waits until the proxy holds the code of every island the page has asked for, so no island can be ready yet. */
async function islandsHeld(page: EnginePage, proxy: ProbeProxy) {
  const names = new Set(await page.evaluate(islandsOnTheirWay));
  expect(names.size, 'islands on their way').toBeGreaterThan(0);
  for (const name of names) await proxy.held.arrived(islandChunk(name));
}

export function defineColdPress(openPage: () => Promise<EnginePage>) {
  describe("cold press, the islands' code held back", () => {
    let page: EnginePage;
    let proxy: ProbeProxy;
    beforeAll(async () => {
      // A proxy of this test's own: holding the chunks must not stall the other engine's journeys, and its
      // origin is new to the browser, so nothing of the site's code is cached there.
      proxy = await startProbeProxy(inject('siteUrl'), { hold: ISLAND_CHUNK });
    });
    afterAll(() => proxy?.stop());
    onePagePerSuite(openPage, (opened) => (page = opened));

    test(`at ${mobile.width} px on /: Next worker, the theme toggle and the menu button each act once`, async () => {
      await page.setViewport(mobile.width, mobile.height);
      proxy.held.hold();
      await page.goto(`${proxy.url}/`);
      // The page is there once its first island's code is asked for; it has been read whole once it is interactive.
      await proxy.held.arrived();
      await page.waitFor(() => document.readyState !== 'loading');
      await islandsHeld(page, proxy);

      // The carousel further down first: the menu's sheet, once open, covers the page. It waits until the visitor
      // comes near: brought into view, its code is asked for, and held too.
      const next = await tag(page, `${workers} button`, 'Next worker');
      await scrollIntoView(page, next);
      await page.waitFor(
        () => !document.querySelector('infinyte-island[name="worker-carousel"]')?.hasAttribute('hydrate'),
      );
      await islandsHeld(page, proxy);
      expect(await page.evaluate(currentWorker, workers)).toBe('1');
      await page.click(next);

      const toggle = await tag(page, 'header [data-slot="theme-toggle"]');
      const before = await page.evaluate(themeShown);
      const toggleLabel = await attribute(page, toggle, 'aria-label');
      await page.click(toggle);
      // Kept for the header's code, not lost: applied once it is ready (below).
      expect(await page.evaluate(themeShown), 'the theme waits for the header island').toEqual(before);

      const fallbackMenu = await tag(page, 'header summary[aria-label="Menu"]');
      await page.click(fallbackMenu);
      expect(
        await page.evaluate(() => document.querySelector('details[data-menu-fallback]')?.hasAttribute('open')),
      ).toBe(true);
      expect(
        await page.evaluate(() => document.querySelector('infinyte-island[ready]')?.getAttribute('name') ?? null),
        "every press landed before any island's code",
      ).toBeNull();
      expect(await page.evaluate(keptPresses), 'the presses kept for their islands').toEqual([
        'Next worker',
        toggleLabel,
      ]);

      proxy.held.release();
      await waitForHydration(page);
      // The sheet's dialog code is fetched once the header opens it, after the island is ready.
      await page.waitFor(menuSheetOpen).catch((error: unknown) => {
        throw new Error('the menu opened before its code never became its open sheet', { cause: error });
      });
      // The carousel makes the move asked before embla had measured once it has.
      await page.waitFor((region: string) => {
        const pickers = [...document.querySelectorAll(`${region} [role="group"][aria-label="Choose worker"] button`)];
        return pickers.findIndex((picker) => picker.getAttribute('aria-current') === 'true') > 0;
      }, workers);

      const switched = { html: !before.html, body: !before.body, stored: before.html ? 'light' : 'dark' };
      const menuButton = 'header button[aria-label="Menu"]';
      const seen = async () => ({
        theme: await page.evaluate(themeShown),
        toggle: await attribute(page, toggle, 'aria-pressed'),
        slide: await page.evaluate(currentWorker, workers),
        menu: await attribute(page, menuButton, 'aria-expanded'),
        sheet: await page.evaluate(menuSheetOpen),
        fallback: await page.evaluate(() => !!document.querySelector('details[data-menu-fallback]')),
        kept: await page.evaluate(keptPresses),
      });
      const expected = {
        theme: switched,
        toggle: String(switched.html),
        slide: '2',
        menu: 'true',
        sheet: true,
        fallback: false,
        kept: [],
      };
      expect(await seen(), 'once the islands have taken over').toEqual(expected);
      // Still so once everything the presses brought in has run.
      await nextFrames(page);
      expect(await seen(), 'and still after the next frames').toEqual(expected);
    });
  });
}
