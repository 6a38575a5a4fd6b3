// The built site as Netlify and Cloudflare Pages serve it (tests/support/static-host.ts):
// every page reachable by following links in the HTML alone, no canonical or
// internal link answering with a redirect, every page carrying its policy, and
// `_headers` / `_redirects` within both hosts' rules. Reads `dist/` (npm run build).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticHost, parseHeadersFile, parseRedirectsFile } from '../support/static-host';
import { distDir as dist } from './support/built-pages';

// netlify.toml's 200 rewrites (the post shell's): Netlify applies them only where no file exists.
const netlifyRewrites = [
  ...readFileSync('netlify.toml', 'utf8').matchAll(
    /\[\[redirects\]\]\s*from = "([^"]+)"\s*to = "([^"]+)"\s*status = 200\s*(?:\n\[|$)/g,
  ),
].map(([, from, to]) => ({ from: from!, to: to! }));
const request = createStaticHost(dist, { rewrites: netlifyRewrites });
const origin = 'https://infinyte.ai';

const sitemapPaths = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => loc!.replace(/&amp;/g, '&').slice(origin.length),
);

/** Same-site paths of every `<a href>` in the HTML, without hash or query. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map(([, href]) => href!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0]!);
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, '&');

describe('a crawl that follows only the links in the served HTML', () => {
  const reached = new Map<string, number>();
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift()!;
    if (reached.has(path)) continue;
    const answer = request(path);
    reached.set(path, answer.status);
    if (answer.status === 200) {
      for (const link of linksIn(answer.body)) if (!reached.has(link)) queue.push(link);
    }
  }

  it('reaches every page of the sitemap from /', () => {
    expect(sitemapPaths.length).toBeGreaterThan(60);
    const missing = sitemapPaths.filter((path) => reached.get(path) !== 200);
    expect(missing).toEqual([]);
  });

  it('finds no internal link that redirects or is missing', () => {
    const bad = [...reached].filter(([, status]) => status !== 200);
    expect(bad).toEqual([]);
  });
});

describe('one URL per page', () => {
  it('canonical and Open Graph URLs answer 200 without a redirect', () => {
    for (const path of sitemapPaths) {
      const html = request(path).body;
      const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/)!;
      expect(canonical, path).toBe(`${origin}${path}`);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/), path).toBe(canonical);
      expect(request(canonical.slice(origin.length)).status, canonical).toBe(200);
    }
  });

  it('the host rule it relies on: the slashless form redirects (canary)', () => {
    expect(request('/about')).toMatchObject({ status: 301, location: '/about/' });
  });

  it('typed variants of the two unusual slugs redirect to the page', () => {
    const typed = [
      "/philosophy/the-future-we're-quietly-building",
      "/philosophy/the-future-we're-quietly-building/",
      '/solutions/for-your-idea/idea-to-market-lab',
      '/solutions/for-your-idea/idea-to-market-lab/',
    ];
    for (const path of typed) {
      const answer = request(path);
      expect(answer.status, path).toBe(301);
      expect(request(answer.location!).status, answer.location).toBe(200);
    }
  });
});

describe('policies and header files', () => {
  it('every page and the not-found page carry their policy before any script', () => {
    for (const path of [...sitemapPaths, '/no-such-page', '/404.html', '/contact/index.html']) {
      const html = request(path).body;
      const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      expect(meta, path).toBeGreaterThan(0);
      expect(meta, path).toBeLessThan(html.indexOf('<script'));
      expect(attr(html, /http-equiv="Content-Security-Policy" content="([^"]*)"/), path).toMatch(
        /script-src 'self'( 'sha256-[^']+')+;/,
      );
    }
  });

  it('every answer has nosniff, HSTS and the framing policy', () => {
    for (const path of ['/', '/about/', '/no-such-page', '/sitemap.xml', '/favicon.svg']) {
      const { headers } = request(path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  it('_headers stays within Cloudflare Pages limits (100 rules, 2000 characters a line)', () => {
    const text = readFileSync(join(dist, '_headers'), 'utf8');
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('_redirects uses only statuses both hosts accept, and no 404 rule', () => {
    const rules = parseRedirectsFile(readFileSync(join(dist, '_redirects'), 'utf8'));
    for (const rule of rules) {
      expect([200, 301, 302, 303, 307, 308]).toContain(rule.status);
      expect(rule.from.startsWith('/')).toBe(true);
    }
    // Only exact sources: Cloudflare applies a splat rule even where a file exists.
    expect(rules.filter((rule) => rule.from.includes('*'))).toEqual([]);
  });

  it('rewrites an unknown post address to the prerendered post shell, and leaves published posts alone', () => {
    // Not in `_redirects`: Cloudflare applies a 200 rule there even where a file exists (functions/blog-details).
    expect(parseRedirectsFile(readFileSync(join(dist, '_redirects'), 'utf8')).some((rule) => rule.status === 200)).toBe(
      false,
    );
    expect(netlifyRewrites).toEqual([{ from: '/blog-details/*', to: '/blog-details/_shell/' }]);
    const unknown = request('/blog-details/published-after-the-build/');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('data-slot="post-article-skeleton"');
    expect(unknown.body).toMatch(/<meta data-post-shell="" name="robots" content="noindex, nofollow"\/>/);
    // What a listener hears before the post arrives: a title and a heading that say it is loading.
    expect(unknown.body).toContain('<title data-post-shell="">Loading the Post | Infinyte Blog</title>');
    expect(unknown.body).toMatch(/<div role="status"[^>]*><h1[^>]*><span[^>]*>Loading the post<\/span><\/h1><\/div>/);
    expect(unknown.body).toContain('<div id="root" data-post-shell="">');
    const published = request('/blog-details/agentic-orchestration-explained/');
    expect(published.status).toBe(200);
    expect(published.body).toMatch(/<h1[^>]*>Agentic Orchestration, Explained Without the Hype<\/h1>/);
    expect(published.body).not.toContain('post-article-skeleton');
  });

  it('every page has its share card, and all cards together weigh under 2 MB', () => {
    const cards = readdirSync(join(dist, 'og'));
    expect(cards.length).toBeGreaterThanOrEqual(sitemapPaths.length);
    expect(cards.every((card) => card.endsWith('.jpg'))).toBe(true);
    const bytes = cards.reduce((sum, card) => sum + statSync(join(dist, 'og', card)).size, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('unknown paths get 404.html with status 404', () => {
    const answer = request('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('We Could Not Find That Page');
  });
});
