import { expect, test, type Page } from '@playwright/test';
import { watchChunk } from '../support/held-chunk';
import { nextFrames, waitForFinalLayout } from '../support/layout';

// Inter arrives after the first paint. Its fallback keeps line heights but not every line break, so
// it is swapped in only if no line in view moves, else held for the next page the visitor opens
// (src/lib/web-font/swap.ts). What the visitor sees is read from the browser's own account of the font
// each text run is drawn with (CDP CSS.getPlatformFontsForNode) and of what moved (layout shifts).

const INTER_FILE = /\/assets\/inter-[^/]*\.woff2$/;
// On /about at 1440 px this paragraph wraps one line shorter in Inter than in its fallback; the first
// screen wraps the same in both.
const PATH = '/about/';
const READ = 'Every engagement is led by';
const READ_HERE = '[data-reading]';
/** The page's own code, without which the app cannot hydrate it. */
const ROUTE_CHUNK = /\/assets\/static-page-[^/]*\.js$/;
/** The family name inside Inter's font file, as the browser reports the font it draws with. */
const INTER = 'Inter';

/** The font the browser draws the first element matching `selector` with, as it reports it. */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Layout shifts from now on, as the browser reports them. */
const recordShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

const webFontState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-web-font'));

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Inter arriving while the visitor reads mid-page moves nothing; the next page opens in it', async ({ page }) => {
    const font = await watchChunk(page, INTER_FILE, { hold: true });
    await page.goto(PATH);
    await waitForFinalLayout(page);
    const reading = page.getByText(READ);
    await reading.evaluate((element) => {
      element.setAttribute('data-reading', '');
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    await expect.poll(font.requested).toBeGreaterThan(0);
    expect(await webFontState(page)).toBe('waiting');
    await recordShifts(page);

    font.release();
    // Held: Inter's files are loaded, but not among the page's fonts (src/lib/web-font/swap.ts).
    await expect.poll(() => webFontState(page)).toBe('held');
    await nextFrames(page);
    expect(await shiftsSoFar(page)).toEqual([]);
    expect(await drawnWith(page, READ_HERE)).not.toContain(INTER);

    // The visitor scrolls up a little, which brings the header back, and opens the home page from its
    // logo: that page is drawn in Inter.
    await page.mouse.move(720, 450);
    await page.mouse.wheel(0, -200);
    await page.getByRole('banner').locator('a[data-slot="logo"]').click();
    await expect(page).toHaveURL(/\/$/);
    // The new page has arrived when its heading takes focus (src/components/layout/page-transition.tsx).
    await expect(page.locator('#main h1')).toBeFocused();
    expect(await webFontState(page)).toBeNull();
    expect(await drawnWith(page, '#main h1')).toEqual([INTER]);
  });

  test('Inter arriving while nothing in view would move is swapped in at once', async ({ page }) => {
    const font = await watchChunk(page, INTER_FILE, { hold: true });
    await page.goto(PATH);
    await waitForFinalLayout(page);
    await expect.poll(font.requested).toBeGreaterThan(0);
    expect(await drawnWith(page, '#main h1')).not.toContain(INTER);
    await recordShifts(page);

    font.release();
    await expect.poll(() => webFontState(page)).toBeNull();
    await nextFrames(page);
    expect(await drawnWith(page, '#main h1')).toEqual([INTER]);
    // The menu's words change width a little in Inter, on the same line: no line moves up or down.
    expect((await shiftsSoFar(page)).reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });

  test('Inter arriving while smooth scrolling runs is swapped in, and the page reports no error', async ({ page }) => {
    // The swap re-wraps a paragraph below the fold, so the page's height changes in the frame it decides in, where
    // a second observer of <html> (Lenis's, once) makes the browser report a ResizeObserver loop error
    // (src/lib/web-font/swap.ts). Recorded in the page as a visitor's error monitor records it: Playwright's
    // `pageerror` and console never saw it in Chromium.
    await page.addInitScript(() => {
      const errors: string[] = [];
      (window as unknown as { __errors: string[] }).__errors = errors;
      window.addEventListener('error', (event) => errors.push(event.message));
    });
    const font = await watchChunk(page, INTER_FILE, { hold: true });
    await page.goto(PATH);
    await waitForFinalLayout(page);
    await expect.poll(font.requested).toBeGreaterThan(0);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const heightInFallback = await height();
    // A wheel turn up at the top starts smooth scrolling at once and leaves the page where it is.
    await page.mouse.move(720, 450);
    await page.mouse.wheel(0, -100);
    await expect(page.locator('html')).toHaveClass(/\blenis\b/);

    font.release();
    await expect.poll(() => webFontState(page)).toBeNull();
    await nextFrames(page);
    expect(await height()).not.toBe(heightInFallback);
    expect(await page.evaluate(() => (window as unknown as { __errors: string[] }).__errors)).toEqual([]);
  });

  test('Inter arriving while the app hydrates waits until it has', async ({ page }) => {
    // A swap between hydration's slices made the next slice one long task (src/lib/web-font/swap.ts).
    const route = await watchChunk(page, ROUTE_CHUNK, { hold: true });
    const font = page.waitForResponse((response) => INTER_FILE.test(new URL(response.url()).pathname));
    await page.goto(PATH);
    await (await font).finished();
    await expect.poll(route.requested).toBeGreaterThan(0);
    await nextFrames(page);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(await webFontState(page)).toBe('waiting');
    expect(await drawnWith(page, '#main h1')).not.toContain(INTER);

    route.release();
    await expect.poll(() => webFontState(page)).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await drawnWith(page, '#main h1')).toEqual([INTER]);
  });

  test('a page whose font cannot arrive keeps its fallback and says so', async ({ page }) => {
    await page.route(INTER_FILE, (route) => route.abort());
    await page.goto(PATH);
    await waitForFinalLayout(page);
    await expect.poll(() => webFontState(page)).toBe('unavailable');
    expect(await drawnWith(page, '#main h1')).not.toContain(INTER);
  });
});

test.describe('at 360 px', () => {
  // The most common phone width: the home page's heading wraps in three lines in the fallback, two in Inter.
  test.use({ viewport: { width: 360, height: 800 } });

  test('Inter that would re-wrap the first screen is held, moving nothing', async ({ page }) => {
    const font = await watchChunk(page, INTER_FILE, { hold: true });
    await page.goto('/');
    await waitForFinalLayout(page);
    await expect.poll(font.requested).toBeGreaterThan(0);
    await recordShifts(page);

    font.release();
    await expect.poll(() => webFontState(page)).toBe('held');
    await nextFrames(page);
    expect(await shiftsSoFar(page)).toEqual([]);
    expect(await drawnWith(page, '#main h1')).not.toContain(INTER);
  });
});
