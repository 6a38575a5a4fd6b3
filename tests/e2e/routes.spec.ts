import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/site';
import { expectedPages, notFoundPage, type ExpectedPage } from './expected-pages';

/** The build the site server serves (playwright.config.ts). */
const siteDir = process.env.PW_SITE_DIR ?? 'dist';
/** Against a deployment (scripts/test-deployed.ts) no build is read: its sitemap is the deployment's own. */
const deployed = !!process.env.PW_DEPLOYED_URL;
const origin = 'https://infinyte.ai';

// The pages are the ones a crawler finds: every address in the sitemap the build publishes, followed one by
// one. What each should show is written in ./expected-pages.ts, never taken from the code that made the page.
// Read when the file is collected; without a build there are no page tests, and the test below says why
// (a run filtered to other specs, such as the stories, still loads this file).
const sitemapFile = process.env.PW_SITEMAP_FILE ?? join(siteDir, 'sitemap.xml');
const sitemapUrls = existsSync(sitemapFile)
  ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!))
  : [];
/** The address to request (percent-encoded, as the sitemap gives it) and the path the expectations name. */
const sitemapPages = sitemapUrls.map((url) => ({ href: url.pathname, path: decodeURI(url.pathname) }));

const expectedFor = (path: string): ExpectedPage => {
  const expected = expectedPages.get(path);
  if (!expected) throw new Error(`The sitemap lists ${path}: write its title and heading in expected-pages.ts`);
  return expected;
};

const metaContent = (page: Page, name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');

test('the sitemap lists every page this suite expects, and only those', () => {
  expect(existsSync(sitemapFile), `${sitemapFile} is missing: run \`npm run build\` first`).toBe(true);
  expect(sitemapUrls.every((url) => url.origin === origin)).toBe(true);
  expect(sitemapPages.map(({ path }) => path).sort()).toEqual([...expectedPages.keys()].sort());
});

// The served HTML as a crawler or a visitor without JavaScript reads it; the browser decodes the title.
test.describe('every page of the sitemap, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { href, path } of sitemapPages) {
    test(`${path} answers 200 with its own title, heading and metadata`, async ({ page }) => {
      const expected = expectedFor(path);
      const response = await page.goto(href, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      // Revalidated on every visit: `no-cache` from the Node server, Cloudflare's `max-age=0, must-revalidate`.
      expect(response?.headers()['cache-control']).toMatch(/^no-cache$|\bmax-age=0, must-revalidate\b/);
      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(expected.heading);
      const description = (await metaContent(page, 'description')) ?? '';
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(200);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}${href}`);
      expect(await metaContent(page, 'robots')).toBe('index, follow');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@context']).toBe('https://schema.org');
      expect(jsonLd.inLanguage).toBe('en');
    });
  }

  test('unknown paths and unknown slugs answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/digital-workforce/nobody', '/case-studies/nothing']) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(notFoundPage.title);
      await expect(page.locator('h1'), path).toHaveText(notFoundPage.heading);
      expect(await metaContent(page, 'robots'), path).toBe('noindex, nofollow');
    }
  });
});

test.describe('static hosting', () => {
  test('an unknown post address answers 404 when the build has no content service', async ({ request }) => {
    // Every bundled post is prerendered, so no post can be newer than the build: no shell, the not-found page.
    // With a content service the server asks it first (tests/e2e/content-service.spec.ts).
    const response = await request.get('/blog-details/none/');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('We Could Not Find That Page');
    expect(html).not.toContain('data-post-shell');
  });

  test('the curly-apostrophe page works typed and percent-encoded', async ({ request }) => {
    const typed = '/philosophy/the-future-we’re-quietly-building';
    for (const path of [encodeURI(typed), '/philosophy/the-future-we%E2%80%99re-quietly-building']) {
      expect((await request.get(path)).status(), path).toBe(200);
      expect((await request.get(`${path}/`, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('security headers, a hash-only script policy and long-lived hashed assets', async ({ request }) => {
    const response = await request.get('/about');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The script policy is in the header (Node server) or in the page's own meta policy (the static hosts).
    const html = await response.text();
    const metaPolicy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '';
    const scriptSrc = [headers['content-security-policy'] ?? '', metaPolicy]
      .map((policy) => policy.match(/script-src ([^;]*)/)?.[1])
      .find(Boolean);
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');

    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetResponse.headers()['content-encoding']).toBe('br');
  });

  test('sitemap, robots.txt and CDN header files are published', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toBe(readFileSync(sitemapFile, 'utf8'));
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://infinyte.ai/sitemap.xml');
    // The hosts' rules files ship in the build for the hosts to read; the Node server applies them and never serves them.
    if (!deployed) {
      expect(readFileSync(join(siteDir, '_redirects'), 'utf8')).toContain(
        "/philosophy/the-future-we're-quietly-building  /philosophy/the-future-we%E2%80%99re-quietly-building/  301",
      );
      expect(readFileSync(join(siteDir, '_headers'), 'utf8')).toContain('Content-Security-Policy');
    }
    // Never served: the Node server answers 404, wrangler's local runtime 502.
    for (const rulesFile of ['/_redirects', '/_headers']) {
      const status = (await request.get(rulesFile)).status();
      if (deployed) expect(status, rulesFile).toBeGreaterThanOrEqual(400);
      else expect(status, rulesFile).toBe(404);
    }
    // And the host applies them: the typed straight apostrophe is sent to the page's one address.
    const straight = await request.get("/philosophy/the-future-we're-quietly-building", { maxRedirects: 0 });
    expect(straight.status()).toBe(301);
    expect(straight.headers()['location']).toContain('/philosophy/the-future-we%E2%80%99re-quietly-building/');
  });

  test('the inquiry endpoint is routed to the receiver', async ({ request }) => {
    const response = await request.post('/api/inquiry', { data: {} });
    expect(response.status()).toBe(422);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test('every page, followed as a document, hydrates its islands and logs no error or hydration warning', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium's hint that a preload went unused for 3 s is neither an error nor a hydration warning: it comes of
    // this walk's own pace (a page left before its preloads were used). A visitor who leaves that fast loses nothing.
    if (/was preloaded using link preload but not used within a few seconds/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  for (const { href, path } of sitemapPages) {
    const expected = expectedFor(path);
    // Each page is a document of its own: the browser says its title as it opens.
    await page.goto(href);
    await waitForHydration(page);
    await expect(page, path).toHaveTitle(expected.title);
    await expect(page.locator('#main h1'), path).toHaveText(expected.heading);
  }
  expect(problems).toEqual([]);
});
