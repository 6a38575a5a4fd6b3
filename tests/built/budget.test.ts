import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CSS_KB,
  JS_BEFORE_INTERACTION_KB,
  jsBeforeInteractionKbByTemplate,
  jsBudgetKb,
} from '../../scripts/bench/budgets.ts';
import { KB, brotliSize, firstLoad, pageHtml } from '../../scripts/bench/first-load.ts';
import { templateSamples } from '../../src/app/route-table.ts';
import { distDir as dist } from './support/built-pages';

// The first load of one page per template, read from the production build by scripts/bench/first-load.ts (the
// counting `npm run bench` reports), against the budgets of scripts/bench/budgets.ts, which the README states.
// Sections deferred until the visitor nears them (src/lib/react/lazy-section.ts) are not fetched before an
// interaction and must not be among the scripts.

/**
 * Code that must arrive only when the visitor opens the dialog or the form,
 * or reaches a carousel or the gallery. Each marker is a string only that
 * library's code contains; the test first proves the marker is in the build.
 */
const lazyLibraries = [
  { name: 'react-hook-form', marker: 'shouldUnregister' },
  { name: 'embla-carousel', marker: 'slidesToScroll' },
  { name: 'justified-layout', marker: 'targetRowHeight' },
];
/**
 * Our own lazily loaded chunks, by the file names Vite gives them: loaded on a press (dialog, form,
 * lightbox), when the visitor nears them (the home page's deferred sections and the data they
 * show) or only in builds with analytics (the consent gate).
 */
const lazyChunks =
  /\/(conversation-dialog|inquiry-form|case-study-gallery|case-study-lightbox|use-apg-carousel|worker-carousel|testimonial-slider|home-workforce|home-testimonials|news-section|workers|posts|consent-gate|mini)-/;
/** A string only the home route's own chunk holds (a section id of the home page). */
const HOME_ROUTE_MARKER = 'platform-pillars';

if (!existsSync(join(dist, 'index.html'))) throw new Error('No production build: run `npm run build` first.');
const chunkFiles = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const chunkText = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pages = templateSamples().map((sample) => ({ ...sample, ...firstLoad(dist, sample.path) }));

describe.each(pages)('first load of the $template template ($path)', (page) => {
  it('loads its JavaScript within budget', () => {
    expect(page.route.length).toBeGreaterThan(0);
    const budget = jsBudgetKb(page.template) * KB;
    console.info(`${page.path} JS: ${kb(page.jsBytes)} brotli in ${page.scripts.length} files (budget ${kb(budget)})`);
    expect(page.jsBytes).toBeLessThanOrEqual(budget);
  });

  it('loads its CSS within budget', () => {
    expect(page.styles.length).toBeGreaterThan(0);
    console.info(`${page.path} CSS: ${kb(page.cssBytes)} brotli in ${page.styles.length} files (budget ${CSS_KB} KB)`);
    expect(page.cssBytes).toBeLessThanOrEqual(CSS_KB * KB);
  });

  it('requests no JavaScript or web font before the first paint', () => {
    // Only the stylesheet and images may compete with the page's first paint on a slow link.
    const html = pageHtml(dist, page.path);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/\.woff2/);
    for (const style of page.styles)
      expect(readFileSync(join(dist, style), 'utf8')).not.toMatch(/@font-face[^}]*Inter Variable/);
  });

  it('names none of the lazily loaded chunks', () => {
    expect(page.scripts.filter((url) => lazyChunks.test(url))).toEqual([]);
  });

  it.each(lazyLibraries)('keeps $name out of the first load', ({ marker }) => {
    const carriers = chunkFiles.filter((file) => chunkText(file).includes(marker));
    expect(carriers.length, `marker "${marker}" is in no chunk of the build`).toBeGreaterThan(0);
    expect(page.scripts.filter((url) => carriers.includes(url.replace('/assets/', '')))).toEqual([]);
  });
});

describe('the first-load reading', () => {
  it("finds the home route's own chunk, which the page's loader script does not name", () => {
    const home = pages.find((page) => page.path === '/');
    const homeRoute = chunkFiles.filter((file) => chunkText(file).includes(HOME_ROUTE_MARKER));
    expect(homeRoute).toHaveLength(1);
    expect(home?.route).toEqual([`/assets/${homeRoute[0]}`]);
    expect(pageHtml(dist, '/')).not.toContain(homeRoute[0]);
  });

  it('counts each file as the server sends it, brotli-compressed', () => {
    const [style] = pages[0]?.styles ?? [];
    expect(style).toBeDefined();
    expect(brotliSize(dist, style ?? '')).toBeLessThan(readFileSync(join(dist, style ?? '')).length);
  });
});

describe('the budgets the README states', () => {
  const readme = readFileSync('README.md', 'utf8');
  const performance = readme.slice(
    readme.indexOf('## Performance'),
    readme.indexOf('\n## ', readme.indexOf('## Performance') + 1),
  );

  // Each budget as the README words it: the number is read from the sentence that names what it limits.
  const stated = (pattern: RegExp) => Number(performance.match(pattern)?.[1]);
  const budgets: { of: string; budget: number; pattern: RegExp }[] = [
    { of: 'JavaScript', budget: JS_BEFORE_INTERACTION_KB, pattern: /at most (\d+) KB brotli on every template/ },
    ...Object.entries(jsBeforeInteractionKbByTemplate).map(([template, budget]) => ({
      of: `JavaScript on ${template}`,
      budget,
      pattern: new RegExp(`(\\d+) KB on (?:the )?${template}\\b`),
    })),
    { of: 'CSS', budget: CSS_KB, pattern: /CSS before the first paint at most (\d+) KB/ },
  ];
  it.each(budgets)('states the budget of $of as $budget KB', ({ budget, pattern }) => {
    expect(stated(pattern)).toBe(budget);
  });

  it('budgets only templates the bench and this test measure', () => {
    const templates = templateSamples().map((sample) => sample.template);
    expect(Object.keys(jsBeforeInteractionKbByTemplate).filter((template) => !templates.includes(template))).toEqual(
      [],
    );
  });
});
