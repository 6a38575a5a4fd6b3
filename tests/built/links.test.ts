// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { builtPages, pagePath, parseHtml, servedByBuild, type BuiltPage } from './support/built-pages';

// Every link on every built page goes somewhere useful: never to a reserved
// `.example` host, never back to the page it is on (a fragment must name an
// element of the page), and an internal link must reach a page or file the
// build serves. Header and footer menus may point at the current page when
// they mark it with aria-current="page", as navigation landmarks should.
const origin = 'https://infinyte.ai';
const reservedHost = /(^|\.)example(\.(com|net|org))?$/;
const pages = builtPages();

interface LinkProblem {
  page: string;
  href: string;
  problem: string;
}

function linkProblems({ path, document }: BuiltPage): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    const report = (problem: string) => problems.push({ page: path, href, problem });
    if (/^(mailto|tel):/.test(href)) continue;
    const url = new URL(href, `${origin}${path === '/' ? '/' : `${path}/`}`);
    if (reservedHost.test(url.hostname)) {
      report('reserved .example host');
      continue;
    }
    if (url.origin !== origin) continue;
    const target = pagePath(url.pathname);
    if (target === path) {
      if (url.hash) {
        if (!document.getElementById(decodeURIComponent(url.hash.slice(1)))) report('fragment names no element');
      } else if (anchor.closest('main') || anchor.getAttribute('aria-current') !== 'page') {
        report('links to the page it is on');
      }
      continue;
    }
    if (!target.startsWith('/api/') && !servedByBuild(url.pathname)) report('internal link the build does not serve');
  }
  return problems;
}

describe('links on every built page', () => {
  it('finds the pages of the build', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.path)).toContain('/contact');
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s links only to useful places', (_path, page) => {
    expect(linkProblems(page)).toEqual([]);
  });

  // Canary: the checker must catch each kind of bad link.
  it('catches a .example host, a self link in main, a dead fragment and a missing page', () => {
    const document = parseHtml(
      `<header><a href="/contact" aria-current="page">Contact</a></header><main id="main">
        <a href="https://shop.example">Visit</a><a href="/contact/">Again</a><a href="#nowhere">Jump</a>
        <a href="#main">Top</a><a href="/no-such-page">Lost</a><a href="/about">About</a></main>`,
    );
    expect(linkProblems({ path: '/contact', document }).map((problem) => problem.href)).toEqual([
      'https://shop.example',
      '/contact/',
      '#nowhere',
      '/no-such-page',
    ]);
  });
});
