import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SITE_URL } from '../../playwright.config';

// On a slow CPU the browser can paint a page whose HTML it has only partly parsed. A header cut after
// its first menu item, laid out with space-between, puts that item at the far right; when the rest
// arrives it jumps to the middle (a layout shift of 0.015 at 1440 px, seen in about one load in
// twenty-five). index.html keeps the header unpainted until the main landmark follows it. Here the
// page's HTML stops mid-header, as a stalled network or a parser yield leaves it, until the test
// lets the rest through.

/** Serves the site, but holds `/` back after its first menu item until `release()`. */
async function startStalledSite() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const html = await (await fetch(`${SITE_URL}/`, { headers: { 'accept-encoding': 'identity' } })).text();
  const cut = html.indexOf('</li>', html.indexOf('<header')) + '</li>'.length;
  const server: Server = createServer(async (req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      await released;
      res.end(html.slice(cut));
      return;
    }
    // Styles, scripts and media come from the real site, unchanged.
    const answer = await fetch(`${SITE_URL}${req.url}`);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, release, close: () => server.close() };
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a half-parsed header is not painted, and the whole one shows without a shift', async ({ page }) => {
  const site = await startStalledSite();
  try {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __headerShifts: number[] }).__headerShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          if (entry.sources.some(({ node }) => node instanceof Element && node.closest('header')))
            shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The web font is held back: this is about parsing. The swap's own movement (a few pixels of the
    // menu's medium-weight words, 0.00003) is layout-shift.spec.ts's business.
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto(site.url, { waitUntil: 'commit' });
    // The first menu item has been parsed; the rest of the header and #main have not.
    const firstItem = page.locator('header nav[aria-label="Main"] li').first();
    await expect(firstItem).toBeAttached();
    expect(await page.locator('#main').count()).toBe(0);
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).visibility)).toBe('hidden');
    await expect(firstItem).toBeHidden();

    site.release();
    await expect(page.locator('#main')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(firstItem).toBeVisible();
    // Let a frame be drawn with the whole header before reading the shifts it caused.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __headerShifts: number[] }).__headerShifts)).toEqual([]);
  } finally {
    site.close();
  }
});

test('the rule leaves other headers alone: an article header shows', async ({ page }) => {
  await page.goto('/blog-details/from-idea-to-mvp-in-30-days/');
  await expect(page.locator('#main article header h1')).toBeVisible();
  await expect(page.locator('#root > infinyte-island > header')).toBeVisible();
});
