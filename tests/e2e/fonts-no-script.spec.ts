import { expect, test, type Page } from '@playwright/test';

// The web font comes from the site's stylesheet for every visitor (src/islands/client.ts imports its faces with the
// site's CSS): no script decides fonts, so a visitor without JavaScript gets Inter as one with it does, and the
// metric-matched fallback face covers the wait (font-display: swap) without moving text.

const interFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable')
      .map((face) => face.status);
  });

/** Opens the page and gives what it fetched: stylesheets and Inter's font files. */
async function openCounting(page: Page, path: string) {
  const stylesheets: string[] = [];
  const fontFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
    if (/\/assets\/inter-[^/]*\.woff2$/.test(pathname)) fontFiles.push(pathname);
  });
  await page.goto(path);
  await expect.poll(() => interFaces(page)).toContain('loaded');
  return { stylesheets, fontFiles };
}

const headingInInter = (page: Page) =>
  page
    .locator('#main h1')
    .evaluate((element) => document.fonts.check(`700 48px "Inter Variable"`, element.textContent ?? ''));

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test("the page draws Inter from the site's one stylesheet, its faces fetched once", async ({ page }) => {
      const { stylesheets, fontFiles } = await openCounting(page, '/about/');
      expect(stylesheets).toHaveLength(1);
      expect(stylesheets[0]).toMatch(/^\/assets\/index-[^/]*\.css$/);
      expect(fontFiles.length).toBeGreaterThan(0);
      expect(new Set(fontFiles).size, 'no face fetched twice').toBe(fontFiles.length);
      expect(await headingInInter(page)).toBe(true);
      // Nothing in script decides fonts: no state of a swap on the page.
      expect(await page.locator('html').getAttribute('data-web-font')).toBeNull();
    });
  });
}
