import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { EnginePage } from './engine-page';
import { startProbeProxy, type ProbeProxy } from './error-probe';
import { tag, waitForHydration } from './in-page';
import { onePagePerSuite } from './one-page';

// A visitor follows a link before the page they are on has its code. Firefox fails the page's imports still in
// flight as it starts the next page; the router read that failure as a stale deploy and reloaded the page it
// was leaving, which cancelled the visitor's navigation, and any other failed import was an error in the console
// of the page being left (src/lib/import-unless-leaving.ts). Here a chunk is held back, so its import is in
// flight for certain when the visitor leaves: /about/'s route chunk, and the page fades fetched on the visitor's
// first pointer move. Every suite's pages must log no error (./one-page.ts).

const ABOUT_CHUNK = /\/assets\/about-[^/]*\.js$/;
const PAGE_FADES_CHUNK = /\/assets\/page-fades-[^/]*\.js$/;

/** Waits until the page shown is home, loaded; a wait cut short by the page it began on unloading starts again. */
async function arriveHome(page: EnginePage) {
  const home = () => location.pathname === '/' && document.readyState === 'complete';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.waitFor(home);
    } catch (error) {
      // WebKit's WebDriver ends a script the unload interrupts with this error; the next one runs in the new page.
      if (attempt === 3 || !/before the unload event/.test(String(error))) throw error;
    }
  }
}

/**
 * In a describe block: a proxy of its own that can hold `chunk` back (its origin is new to the browser, so nothing
 * of the app is cached there) and one page for the block (./one-page.ts). Read both inside a test.
 */
function holdingChunk(chunk: RegExp, openPage: () => Promise<EnginePage>) {
  const suite = {} as { page: EnginePage; proxy: ProbeProxy };
  beforeAll(async () => {
    suite.proxy = await startProbeProxy(inject('siteUrl'), { hold: chunk });
  });
  afterAll(() => suite.proxy?.stop());
  onePagePerSuite(openPage, (opened) => (suite.page = opened));
  return suite;
}

export function defineLeaveWhileLoading(openPage: () => Promise<EnginePage>) {
  describe("leaving a page while its route's code is loading", () => {
    const suite = holdingChunk(ABOUT_CHUNK, openPage);

    test('the logo pressed on /about/ takes the visitor home', async () => {
      const { page, proxy } = suite;
      proxy.held.hold();
      await page.goto(`${proxy.url}/about/`);
      await proxy.held.arrived();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

      // The logo: home.
      await page.click(await tag(page, 'header a[href="/"]'));
      await arriveHome(page).catch((error: unknown) => {
        throw new Error('the visitor never reached / (the page they left reloaded instead?)', {
          cause: error,
        });
      });
      await waitForHydration(page);
      expect(
        await page.evaluate(() => ({
          title: document.title,
          arrivedBy: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        })),
      ).toEqual({ title: expect.stringMatching(/^Infinyte/), arrivedBy: 'navigate' });
      proxy.held.release();
    });
  });
}

/**
 * Firefox only: it is the engine that fails the imports in flight when a page is left. WebKit lets them run on,
 * and its WebDriver runs no script in the next page while the held module keeps the load from ending.
 */
export function defineLeaveWhileImporting(openPage: () => Promise<EnginePage>) {
  describe('leaving a page while a chunk its first pointer move asked for is loading', () => {
    const suite = holdingChunk(PAGE_FADES_CHUNK, openPage);

    test('going to another address logs no error on the page left', async () => {
      const { page, proxy } = suite;
      await page.goto(`${proxy.url}/about/`);
      await waitForHydration(page);
      proxy.held.hold();
      // The visitor's first pointer move asks for the page fades (src/components/layout/page-transition.tsx).
      await page.movePointer(200, 300);
      await proxy.held.arrived();
      // Another address typed or chosen from history: the page is left with the import in flight.
      await page.goto(`${proxy.url}/contact/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => location.pathname)).toBe('/contact/');
      // Its errors, and those of the page left, are read after the test (./one-page.ts): there must be none.
      proxy.held.release();
    });
  });
}
