// One list of checks, written once and run against every host of
// playwright.hosts.config.ts (each project is one host's runtime, its baseURL
// that host): pages, redirects, headers, the inquiry endpoint and a visitor
// sending the contact form with and without scripts.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse, type TestInfo } from '@playwright/test';
import { HONEYPOT_FIELD } from '../../src/lib/inquiry/schema';
import { MAX_BODY_BYTES } from '../../src/server/inquiry/limits';
import { STRICT_TRANSPORT_SECURITY } from '../../src/server/security-headers';
import { parseRedirectsFile } from '../support/static-host';
import { sampleInquiry } from '../support/inquiry-payload';
import { SUCCESS, fillInquiry, inquiryForm, statusRegion, submitButton } from '../e2e/inquiry-helpers';
import { gotoHydrated } from '../e2e/shell-helpers';
import { WEBHOOK_FAILS, WEBHOOK_HANGS } from './fake-webhook';
import { POST_AFTER_THE_BUILD, WEBHOOK_ORIGIN, type HostName } from './hosts';

const host = (testInfo: TestInfo) => testInfo.project.name as HostName;
/** Hosts that add `_headers` (HSTS included) to what they serve; the Node server sends HSTS only over HTTPS. */
const cdnHost = (testInfo: TestInfo) => host(testInfo) !== 'node';

/**
 * Each post comes from its own client address, in the header each host takes
 * it from (Cloudflare's CF-Connecting-IP, Netlify's X-Forwarded-For), so the
 * per-address rate limit only ever meets one post.
 */
let clientCount = 0;
function client() {
  clientCount += 1;
  const unique = `10.${process.pid % 250}.${Math.floor(clientCount / 250)}.${clientCount % 250}`;
  return { 'CF-Connecting-IP': unique, 'X-Forwarded-For': unique };
}

const uniqueEmail = (label: string, testInfo: TestInfo) =>
  `${label}.${host(testInfo)}.${Date.now()}.${testInfo.workerIndex}@northwind.example`;

const postJson = (request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) =>
  request.post('/api/inquiry', {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...client(), ...headers },
    data: typeof body === 'string' ? body : JSON.stringify(body),
    maxRedirects: 0,
  });

async function webhookReceived(request: APIRequestContext, email: string) {
  const answer = await request.get(`${WEBHOOK_ORIGIN}/received?email=${encodeURIComponent(email)}`);
  return (await answer.json()) as { body: Record<string, unknown> }[];
}

const sitePath = (url: string) => new URL(url).pathname;

async function noRedirect(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(path, { maxRedirects: 0 });
}

test.describe('pages', () => {
  test('every sitemap URL and its canonical answer 200 without a redirect', async ({ request }) => {
    const sitemap = await (await noRedirect(request, '/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => sitePath(loc!));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const page = await noRedirect(request, path);
      expect(page.status(), path).toBe(200);
      const html = await page.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${path} names its canonical URL`).toBeTruthy();
      expect(sitePath(canonical!), `${path} is its own canonical`).toBe(path);
    }
  });

  test('an unknown path answers the site’s 404 page', async ({ request }) => {
    const missing = await noRedirect(request, '/no-such-page/');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/html');
    expect(await missing.text()).toContain('<h1');
  });

  test('precompressed copies are never served by name', async ({ request }) => {
    for (const path of ['/index.html.br', '/index.html.gz', '/sitemap.xml.br']) {
      expect((await noRedirect(request, path)).status(), path).toBe(404);
    }
  });
});

test.describe('posts published after the build', () => {
  const sitemap = readFileSync('dist/sitemap.xml', 'utf8');
  const builtPost = /<loc>[^<]*(\/blog-details\/[^<]+\/)<\/loc>/.exec(sitemap)?.[1];
  const h1Of = (html: string) => /<h1[\s>][\s\S]*?<\/h1>/.exec(html)?.[0];
  const SHELL_ROOT = '<div id="root" data-post-shell="">';

  test('a prerendered post answers as built, with its own h1, not the shell', async ({ request }) => {
    expect(builtPost, 'the sitemap lists a post').toBeTruthy();
    const built = readFileSync(`dist${decodeURI(builtPost!)}index.html`, 'utf8');
    const answer = await noRedirect(request, builtPost!);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(h1Of(built), 'the built post has an h1').toBeTruthy();
    expect(h1Of(html)).toBe(h1Of(built));
    expect(html).not.toContain(SHELL_ROOT);
  });

  const expectPageHeaders = (answer: APIResponse) => {
    expect(answer.headers()['content-type']).toContain('text/html');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  };

  test('a post the content service has but the build did not prerender answers with the shell', async ({ request }) => {
    const answer = await noRedirect(request, `/blog-details/${POST_AFTER_THE_BUILD}/`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(SHELL_ROOT);
    expectPageHeaders(answer);
  });

  test('a slug the content service does not have: the 404 page where the host runs code', async ({
    request,
  }, testInfo) => {
    const answer = await noRedirect(request, '/blog-details/no-such-post/');
    const html = await answer.text();
    expectPageHeaders(answer);
    if (host(testInfo) === 'netlify') {
      // Netlify's rewrite is static: it answers the shell, whose browser code then shows the not-found page.
      expect(answer.status()).toBe(200);
      expect(html).toContain(SHELL_ROOT);
      return;
    }
    expect(answer.status()).toBe(404);
    expect(h1Of(html)).toBe(h1Of(readFileSync('dist/404.html', 'utf8')));
    expect(html).not.toContain(SHELL_ROOT);
  });
});

test.describe('_redirects', () => {
  const rules = parseRedirectsFile(readFileSync('dist/_redirects', 'utf8'));

  test('every typed-slug variant redirects permanently to the page’s one URL', async ({ request }, testInfo) => {
    expect(rules.length).toBeGreaterThan(0);
    const statuses = new Set<number>();
    for (const rule of rules) {
      const answer = await noRedirect(request, encodeURI(rule.from));
      statuses.add(answer.status());
      expect([301, 308], `${rule.from} answers a permanent redirect`).toContain(answer.status());
      const location = new URL(answer.headers()['location'] ?? '', testInfo.project.use.baseURL);
      expect(location.origin, `${rule.from} stays on the site`).toBe(new URL(testInfo.project.use.baseURL!).origin);
      expect(location.pathname, rule.from).toBe(rule.to);
    }
    testInfo.annotations.push({ type: 'redirect status', description: [...statuses].join(', ') });
  });
});

test.describe('headers', () => {
  test('a page carries the policy, nosniff and (on CDN hosts) HSTS', async ({ request }, testInfo) => {
    const headers = (await noRedirect(request, '/contact/')).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    if (cdnHost(testInfo)) expect(headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test('a hashed asset is cached for a year as immutable', async ({ request }) => {
    const html = await (await noRedirect(request, '/')).text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const answer = await noRedirect(request, asset!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('immutable');
    expect(answer.headers()['cache-control']).toContain('max-age=31536000');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a function answer carries nosniff, a closed policy and (on CDN hosts) HSTS', async ({ request }, testInfo) => {
    const headers = (await postJson(request, '{')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
    if (cdnHost(testInfo)) expect(headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(headers['content-security-policy'] ?? '').toContain("default-src 'none'");
  });
});

test.describe('the inquiry endpoint', () => {
  test('a JSON inquiry is accepted and forwarded to the webhook', async ({ request }, testInfo) => {
    const email = uniqueEmail('json', testInfo);
    const answer = await postJson(request, { ...sampleInquiry, email });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ status: 'success' });
    const [received] = await webhookReceived(request, email);
    expect(received?.body).toEqual({ ...sampleInquiry, email });
  });

  test('a native form post (urlencoded) is answered with a result page', async ({ request }, testInfo) => {
    const email = uniqueEmail('native', testInfo);
    const form = new URLSearchParams({ ...sampleInquiry, email, marketingConsent: 'on' } as Record<string, string>);
    const answer = await request.post('/api/inquiry', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...client() },
      data: form.toString(),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    expect(await answer.text()).toContain('Message sent');
    const [received] = await webhookReceived(request, email);
    expect(received?.body).toMatchObject({ email, marketingConsent: true });
  });

  test('malformed JSON is refused with 400', async ({ request }) => {
    const answer = await postJson(request, '{"firstName": ');
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 'error' });
  });

  test('a body over the limit is refused with 413', async ({ request }) => {
    const answer = await postJson(request, { ...sampleInquiry, padding: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(answer.status(), (await answer.text()).slice(0, 400)).toBe(413);
  });

  test('a body of another type is refused with 415', async ({ request }) => {
    const answer = await request.post('/api/inquiry', {
      headers: { 'Content-Type': 'text/plain', ...client() },
      data: 'hello',
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(415);
  });

  test('invalid fields are named with 422', async ({ request }) => {
    const answer = await postJson(request, { ...sampleInquiry, email: 'not-an-address', company: '' });
    expect(answer.status()).toBe(422);
    const body = (await answer.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['company', 'email']);
  });

  test('a filled honeypot gets the thank-you but nothing is forwarded', async ({ request }, testInfo) => {
    const email = uniqueEmail('bot', testInfo);
    const answer = await postJson(request, { ...sampleInquiry, email, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(answer.status()).toBe(200);
    expect(await webhookReceived(request, email)).toEqual([]);
  });

  test('a webhook that fails is reported as 502', async ({ request }, testInfo) => {
    const email = uniqueEmail('refused', testInfo);
    const answer = await postJson(request, { ...sampleInquiry, email, reasonForContacting: `Hi ${WEBHOOK_FAILS}` });
    expect(answer.status()).toBe(502);
    expect(await answer.json()).toMatchObject({ status: 'error' });
  });

  test('a webhook that never answers gives the timeout answer', async ({ request }, testInfo) => {
    const email = uniqueEmail('hang', testInfo);
    const answer = await postJson(request, { ...sampleInquiry, email, reasonForContacting: `Hi ${WEBHOOK_HANGS}` });
    expect(answer.status()).toBe(502);
    expect(await answer.json()).toMatchObject({ status: 'error' });
  });
});

test.describe('a visitor sends the contact form', () => {
  test('with scripts', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('scripted', testInfo);
    await page.setExtraHTTPHeaders(client());
    await gotoHydrated(page, '/contact/');
    const form = inquiryForm(page);
    await fillInquiry(form, { email });
    await submitButton(form).click();
    // Netlify's runtime starts each function invocation cold (a new worker importing the bundle).
    await expect(statusRegion(form)).toHaveText(SUCCESS, { timeout: 30_000 });
    expect(await webhookReceived(request, email)).toHaveLength(1);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('posts natively and lands on the result page', async ({ page, request }, testInfo) => {
      const email = uniqueEmail('native-browser', testInfo);
      await page.setExtraHTTPHeaders(client());
      await page.goto('/contact/');
      const form = inquiryForm(page);
      await fillInquiry(form, { email });
      await submitButton(form).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
      await expect(page.getByRole('status')).toHaveText(SUCCESS);
      expect(await webhookReceived(request, email)).toHaveLength(1);
    });
  });
});
