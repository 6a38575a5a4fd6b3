// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { builtPages, distDir, parseHtml } from './support/built-pages';

// The head React wrote for each page (src/islands/server-document.tsx) is in the built page's <head>, once, and
// nothing of it is left in #root, where the browser would read a second title or the page would lose its own.
const POST_SHELL = '/blog-details/_shell';
const pages = [...builtPages(), { path: '/404', document: parseHtml(readFileSync(join(distDir, '404.html'), 'utf8')) }];
const hoisted =
  'title, meta, link[rel="canonical"], link[rel="preload"], link[data-precedence], style[data-precedence]';

describe('the head tags of every built page', () => {
  it('holds exactly one title, in the head', () => {
    expect(pages.length).toBeGreaterThan(60);
    for (const { path, document } of pages) {
      expect(document.head.querySelectorAll('title').length, path).toBe(1);
      expect(document.head.querySelector('title')?.textContent, path).not.toBe('');
    }
  });

  it('leaves no head tag in #root, where the app and its JSON-LD are', () => {
    for (const { path, document } of pages) {
      expect(document.querySelector('#root')?.querySelectorAll(hoisted).length, path).toBe(0);
      expect(document.head.querySelectorAll('script[type="application/ld+json"]').length, path).toBe(0);
    }
    const home = pages.find((page) => page.path === '/')!.document;
    expect(home.querySelectorAll('#root script[type="application/ld+json"]').length).toBe(1);
  });

  it('gives every page its own canonical link in the head; the post shell and 404, which answer for others, none', () => {
    for (const { path, document } of pages) {
      const canonicals = [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      );
      const own = new URL(path === '/' ? '/' : `${path}/`, site.origin).href;
      expect(canonicals, path).toEqual(path === POST_SHELL || path === '/404' ? [] : [own]);
    }
  });

  it("puts a gallery's layout stylesheet in the head", () => {
    const galleries = pages.filter(({ document }) => document.querySelector('[data-precedence="gallery"]'));
    expect(galleries.length).toBeGreaterThan(0);
    for (const { path, document } of galleries) {
      expect(document.head.querySelectorAll('[data-precedence="gallery"]').length, path).toBeGreaterThan(0);
    }
  });
});
