import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { EnginePage } from './engine-page';
import { startProbeProxy, type ProbeProxy } from './error-probe';
import { attribute, field, tag, waitForArrival, waitForHydration } from './in-page';
import { onePagePerSuite } from './one-page';

// A visitor follows a link before the page they are on has all its code. Firefox fails the page's imports still in
// flight as it starts the next page; the islands' runtime fetches each island's code so that such a failure is no
// error in the console of the page being left and does not hold the visitor back (src/islands/hydrate.ts,
// src/lib/import-unless-leaving.ts). Here an island's chunk is held back, so its import is in flight for certain
// when the visitor leaves: the contact form's, fetched at the visitor's first move in the form, and smooth
// scrolling's, fetched at the visitor's first pointer move (docs/islands.md). The page itself loads as usual (those
// islands are not fetched with it). Every suite's pages must log no error (./one-page.ts).

const CONTACT_FORM_CHUNK = /\/assets\/contact-form\.island-[^/]*\.js$/;
const SMOOTH_SCROLL_CHUNK = /\/assets\/smooth-scroll\.island-[^/]*\.js$/;

/**
 * In a describe block: a proxy of its own that can hold `chunk` back (its origin is new to the browser, so nothing
 * of the site's code is cached there) and one page for the block (./one-page.ts). Read both inside a test.
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
  describe("leaving a page while its form's code is loading", () => {
    const suite = holdingChunk(CONTACT_FORM_CHUNK, openPage);

    test("the logo pressed on /contact/ with the form's code on its way takes the visitor home", async () => {
      const { page, proxy } = suite;
      await page.goto(`${proxy.url}/contact/`);
      await waitForHydration(page);
      proxy.held.hold();
      // The visitor's first move in the form (a press in its first field) asks for the form's code.
      const form = 'infinyte-island[name="contact-form"]';
      expect(await attribute(page, form, 'hydrate')).toBe('intent');
      await page.click(await field(page, form, 'First name'));
      await proxy.held.arrived();
      expect(await page.evaluate((island: string) => document.querySelector(island)?.hasAttribute('ready'), form)).toBe(
        false,
      );

      // Back up to the header (it slid away as the page scrolled down to the form), and the logo: home.
      await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: 'instant' }));
      await page.click(await tag(page, 'header a[href="/"]'));
      await waitForArrival(page, '/').catch((error: unknown) => {
        throw new Error('the visitor never reached / (the page they left reloaded instead?)', {
          cause: error,
        });
      });
      // Home's own code passes from here (it needs none of the form's, and its pages are another visit's).
      proxy.held.release();
      await waitForHydration(page);
      expect(
        await page.evaluate(() => ({
          title: document.title,
          arrivedBy: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        })),
      ).toEqual({ title: expect.stringMatching(/^Infinyte/), arrivedBy: 'navigate' });
    });
  });
}

/**
 * Firefox only: it is the engine that fails the imports in flight when a page is left. WebKit lets them run on.
 */
export function defineLeaveWhileImporting(openPage: () => Promise<EnginePage>) {
  describe('leaving a page while a chunk its first pointer move asked for is loading', () => {
    const suite = holdingChunk(SMOOTH_SCROLL_CHUNK, openPage);

    test('going to another address logs no error on the page left', async () => {
      const { page, proxy } = suite;
      await page.goto(`${proxy.url}/about/`);
      await waitForHydration(page);
      proxy.held.hold();
      // The visitor's first pointer move asks for smooth scrolling's code (its island's mark: hydrate="move").
      await page.movePointer(200, 300);
      await proxy.held.arrived();
      // Another address typed or chosen from history: the page is left with the import in flight.
      await page.goto(`${proxy.url}/contact/`);
      expect(await page.evaluate(() => location.pathname)).toBe('/contact/');
      // The new page's own code passes from here.
      proxy.held.release();
      await waitForHydration(page);
      // Its errors, and those of the page left, are read after the test (./one-page.ts): there must be none.
    });
  });
}
