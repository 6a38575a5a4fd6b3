// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, distDir, pagePath, parseHtml } from './support/built-pages';

// What search engines read from the built site: the sitemap names exactly the pages meant to be found, each
// answering with a title and description of its own; everything else the build holds says noindex.
const sitemap = new DOMParser().parseFromString(readFileSync(join(distDir, 'sitemap.xml'), 'utf8'), 'text/xml');
const sitemapPaths = [...sitemap.querySelectorAll('loc')].map((loc) =>
  pagePath(new URL(loc.textContent ?? '').pathname),
);
const pages = builtPages();
const notFound = parseHtml(readFileSync(join(distDir, '404.html'), 'utf8'));

const robots = (document: Document) => document.querySelector('meta[name="robots"]')?.getAttribute('content');
const description = (document: Document) =>
  document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
const listed = pages.filter((page) => sitemapPaths.includes(page.path));

describe('the sitemap and the pages it lists', () => {
  it('lists only pages the build holds, each once', () => {
    expect(sitemapPaths.length).toBeGreaterThan(50);
    expect(new Set(sitemapPaths).size).toBe(sitemapPaths.length);
    expect(sitemapPaths.filter((path) => !pages.some((page) => page.path === path))).toEqual([]);
  });

  it('lists every page meant to be found: every other page of the build says noindex', () => {
    const unlisted = pages.filter((page) => !sitemapPaths.includes(page.path));
    expect(unlisted.filter((page) => robots(page.document) !== 'noindex, nofollow').map((page) => page.path)).toEqual(
      [],
    );
    expect(listed.filter((page) => robots(page.document) !== 'index, follow').map((page) => page.path)).toEqual([]);
  });

  it('gives every listed page a title and a description of its own, within search-result lengths', () => {
    const titles = listed.map((page) => page.document.title);
    const descriptions = listed.map((page) => description(page.document));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const { path, document } of listed) {
      expect(document.title.length, path).toBeGreaterThan(0);
      expect(document.title.length, path).toBeLessThanOrEqual(90);
      expect(description(document).length, path).toBeGreaterThanOrEqual(50);
      expect(description(document).length, path).toBeLessThanOrEqual(200);
    }
  });

  it('keeps the not-found page out of the index, under a title no page uses', () => {
    expect(robots(notFound)).toBe('noindex, nofollow');
    expect(notFound.title).not.toBe('');
    expect(listed.map((page) => page.document.title)).not.toContain(notFound.title);
  });
});
