import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { allRoutes } from '@/app/route-table';
import { pagePath } from '@/lib/seo/url';

/** The build the site server serves (playwright.config.ts). */
const siteDir = process.env.PW_SITE_DIR ?? 'dist';

const routes = allRoutes();
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('served HTML of every route', () => {
  for (const { path, meta } of routes) {
    test(`${path} answers 200 with its own metadata`, async ({ request }) => {
      const response = await request.get(encodeURI(pagePath(path)), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(decodeEntities(attr(html, /<title>([^<]*)<\/title>/) ?? '')).toBe(meta.title);
      expect(decodeEntities(attr(html, /<meta name="description" content="([^"]*)"/) ?? '')).toBe(meta.description);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
        `https://infinyte.ai${encodeURI(pagePath(path))}`,
      );
      expect(attr(html, /<meta name="robots" content="([^"]*)"/)).toBe('index, follow');
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      const jsonLd = JSON.parse(attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '{}');
      expect(jsonLd['@context']).toBe('https://schema.org');
      expect(jsonLd.inLanguage).toBe('en');
    });
  }
});

test.describe('static hosting', () => {
  test('unknown paths and unknown slugs answer 404 with the not-found page', async ({ request }) => {
    for (const path of ['/no-such-page', '/digital-workforce/nobody', '/case-studies/nothing']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('We Could Not Find That Page');
      expect(html).toContain('noindex, nofollow');
    }
  });

  test('an unknown post address gets the post shell, which looks the post up live', async ({ request }) => {
    // A post may have been published after the build; the browser shows it, or the not-found page
    // (tests/e2e/content-service.spec.ts follows both in a browser).
    const response = await request.get('/blog-details/none/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root" data-post-shell="">');
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
    const scriptSrc = headers['content-security-policy']?.match(/script-src ([^;]*)/)?.[1] ?? '';
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');

    const asset = (await response.text()).match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetResponse.headers()['content-encoding']).toBe('br');
  });

  test('sitemap, robots.txt and CDN header files are published', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of routes) {
      expect(sitemap).toContain(`<loc>https://infinyte.ai${encodeURI(pagePath(path))}</loc>`);
    }
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://infinyte.ai/sitemap.xml');
    // The hosts' rules files ship in the build for the hosts to read; the Node server applies them and never serves them.
    expect(readFileSync(`${siteDir}/_redirects`, 'utf8')).toContain(
      "/philosophy/the-future-we're-quietly-building  /philosophy/the-future-we%E2%80%99re-quietly-building/  301",
    );
    expect(readFileSync(`${siteDir}/_headers`, 'utf8')).toContain('Content-Security-Policy');
    for (const rulesFile of ['/_redirects', '/_headers']) expect((await request.get(rulesFile)).status()).toBe(404);
  });

  test('the inquiry endpoint is routed to the receiver', async ({ request }) => {
    const response = await request.post('/api/inquiry', { data: {} });
    expect(response.status()).toBe(422);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test('client-side navigation across every route announces each title and logs no error or hydration warning', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  await page.goto('/');
  await expect(page.locator('#main h1')).toBeVisible();
  for (const { path, meta } of routes) {
    // Drive the router the way the back/forward buttons do: a history entry plus popstate.
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, encodeURI(path));
    await expect(page, path).toHaveTitle(meta.title);
    await expect(page.locator('#main h1')).toHaveText(meta.heading);
    // Screen readers hear the new page's title from the polite live region ('/' is where the walk starts).
    if (path !== '/') await expect(page.getByTestId('route-announcer'), path).toHaveText(meta.title);
  }
  expect(problems).toEqual([]);
});
