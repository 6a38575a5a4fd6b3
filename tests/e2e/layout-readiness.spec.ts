import { expect, test, type Page } from '@playwright/test';
import { holdApp } from '../support/cold-page';
import { watchChunk } from '../support/held-chunk';
import { isHydrated } from '../support/hydration';
import { waitForFinalLayout } from '../support/layout';

// <html data-layout> reads "settled" only when every control on the page acts on a press
// (src/lib/layout-readiness.ts). A band deferred until the visitor nears it registers with React only
// after the root has committed; before, readiness read "settled" in that moment and a press on the band
// was lost. The band's chunk is held back here, so the test looks at the page while the band hydrates.

const galleryChunk = /\/assets\/case-study-gallery-[^/]*\.js$/;
const gallery = '#gallery';

/** Records, in the page, every value <html data-layout> takes and whether the gallery was awake then. */
async function recordLayoutSignal(page: Page) {
  await page.addInitScript(() => {
    const log: { layout: string; galleryAwake: boolean }[] = [];
    Object.assign(window, { layoutLog: log });
    new MutationObserver(() => {
      const layout = document.documentElement.dataset.layout ?? '';
      if (log.at(-1)?.layout === layout) return;
      log.push({ layout, galleryAwake: document.getElementById('gallery')?.hasAttribute('data-awake') ?? false });
    }).observe(document, { attributes: true, attributeFilter: ['data-layout'], subtree: true });
  });
}

const layoutLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutLog: { layout: string; galleryAwake: boolean }[] }).layoutLog);

test.describe('readiness', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reads pending from the first byte, while a band near the viewport hydrates, and settled after', async ({
    page,
  }) => {
    await recordLayoutSignal(page);
    const chunk = await watchChunk(page, galleryChunk, { hold: true });
    // The app's own code too, until the visitor is at the gallery: on a quick machine the page once hydrated
    // (and rightly read settled, the gallery far) before the scroll below.
    const app = await holdApp(page);
    await page.goto('/case-studies/repairline/', { waitUntil: 'commit' });
    // The visitor is at the gallery before the app has started: the served page says it is not ready.
    await page.locator(gallery).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'pending');
    await page.locator(gallery).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    app.release();

    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => chunk.requested(), { message: 'the gallery asks for its code' }).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'pending');
    expect(await isHydrated(page, `${gallery} button`), 'the gallery is still server HTML').toBe(false);

    chunk.release();
    await waitForFinalLayout(page);
    expect(await isHydrated(page, `${gallery} button`)).toBe(true);
    await expect(page.locator(gallery)).toHaveAttribute('data-awake', '');
    const log = await layoutLog(page);
    expect(log.map((entry) => entry.layout)).toContain('settled');
    expect(
      log.filter((entry) => entry.layout === 'settled' && !entry.galleryAwake),
      'never settled while the gallery slept',
    ).toEqual([]);
  });

  test('a band far from the viewport does not hold readiness: it waits for the visitor, listed as deferred', async ({
    page,
  }) => {
    const chunk = await watchChunk(page, galleryChunk, { hold: true });
    await page.goto('/case-studies/repairline/');
    await waitForFinalLayout(page);
    expect(chunk.requested()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-deferred', 'gallery');

    await page.locator(gallery).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'pending');
    chunk.release();
    await waitForFinalLayout(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-deferred');
    expect(await isHydrated(page, `${gallery} button`)).toBe(true);
  });
});
