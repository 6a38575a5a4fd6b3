import { expect, test, type Page } from '@playwright/test';
import { bringDeferredSectionsIn, waitForFinalLayout } from '../support/layout';
import { gotoHydrated } from './shell-helpers';
import { waitForHydration } from '../support/site';

// On built pages a gallery's justified layout is a stylesheet the prerender writes under /assets/,
// named by its content and linked from <head> (src/lib/gallery/justified-stylesheet.ts): the page
// holds no CSS the HTML checker cannot read, and the file is cached for a year.

const galleryList = '#gallery ul:has(> li > button[aria-haspopup="dialog"])';

/** Whether the first row of the gallery reaches from the list's left edge to its right edge. */
async function firstRowFillsWidth(page: Page) {
  const list = page.locator(galleryList);
  await list.scrollIntoViewIfNeeded();
  return list.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const boxes = [...element.children].map((item) => item.getBoundingClientRect());
    const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 1);
    return (
      boxes.length > 1 &&
      firstRow.length > 1 &&
      Math.abs(Math.min(...firstRow.map((box) => box.left)) - frame.left) < 1 &&
      Math.abs(Math.max(...firstRow.map((box) => box.right)) - frame.right) < 2
    );
  });
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered gallery is laid out by its linked, year-cached stylesheet', async ({ page, request }) => {
    await page.goto('/case-studies/repairline/');
    const link = page.locator('head link[rel="stylesheet"][data-precedence="gallery"]');
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/assets\/justified-[0-9a-z]+\.[0-9a-z]+\.css$/);
    const scope = await page.locator(galleryList).evaluate((list) => list.className.match(/justified-[0-9a-z]+/)![0]);
    expect(href.startsWith(`/assets/${scope}.`)).toBe(true);

    const answer = await request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/css');
    expect(answer.headers()['cache-control']).toContain('immutable');
    expect(await answer.text()).toContain(`.${scope}>li:nth-child(1){`);

    expect(await firstRowFillsWidth(page)).toBe(true);
  });
});

test('a case study reached by a link in the page fetches its own gallery layout', async ({ page }) => {
  await gotoHydrated(page, '/case-studies/repairline/');
  const first = await page.locator('head link[data-precedence="gallery"]').getAttribute('href');
  const next = page.locator('a.stretched-link[href^="/case-studies/"]').last();
  const target = (await next.getAttribute('href'))!;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}/?$`));
  await waitForHydration(page);
  await bringDeferredSectionsIn(page);
  await waitForFinalLayout(page);
  // A document of its own: the next study's page links its own layout, and only that.
  const sheets = page.locator('head link[data-precedence="gallery"]');
  await expect(sheets).toHaveCount(1);
  expect(await sheets.getAttribute('href')).not.toBe(first);
  expect(await firstRowFillsWidth(page)).toBe(true);
});
