import { expect, test, type Page } from '@playwright/test';

// Visitors without JavaScript get the web font too: the page links its stylesheet in <noscript> (the client
// entry loads it after the first paint for everyone else), after the content, so it holds back no paint.

const interFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable')
      .map((face) => face.status);
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page loads Inter from its own stylesheet and font file', async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/inter-[^/]*\.woff2$/.test(new URL(request.url()).pathname)) fontFiles.push(request.url());
    });
    const stylesheet = page.waitForResponse((response) => /\/assets\/fonts-[^/]*\.css$/.test(response.url()));
    await page.goto('/about/');
    expect((await stylesheet).status()).toBe(200);
    await expect.poll(() => interFaces(page)).toContain('loaded');
    expect(fontFiles.length).toBeGreaterThan(0);
    // The heading is drawn with it, not with the metric-matched fallback.
    const heading = page.locator('#main h1');
    expect(
      await heading.evaluate((element) => document.fonts.check(`700 48px "Inter Variable"`, element.textContent ?? '')),
    ).toBe(true);
  });

  test('the stylesheet link comes after the content, so it blocks no paint', async ({ page }) => {
    await page.goto('/');
    const position = await page.evaluate(() => {
      const link = document.querySelector('noscript link[rel="stylesheet"][href*="/assets/fonts-"]');
      const root = document.getElementById('root');
      return link && root
        ? root.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING
          ? 'after'
          : 'before'
        : 'missing';
    });
    expect(position).toBe('after');
  });
});

test('with JavaScript the noscript link stays inert: the font comes from the app, once', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/fonts-[^/]*\.css$/.test(new URL(request.url()).pathname)) stylesheets.push(request.url());
  });
  await page.goto('/about/');
  await expect.poll(() => interFaces(page)).toContain('loaded');
  expect(stylesheets).toHaveLength(1);
});
