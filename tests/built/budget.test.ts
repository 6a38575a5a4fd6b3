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
// A page fetches its runtime and the islands it hydrates with the page (docs/islands.md); an island that waits
// for the visitor (a press, a move, or coming near) is fetched then, and must not be among the scripts.

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
 * Chunks loaded on a press or a move (the dialogs, the form, the mobile sheet, smooth scrolling), when the visitor
 * nears them (the carousels, the gallery, the lists, the card clips) or only in builds with analytics (the consent
 * banner), by the file names Vite gives them.
 */
const lazyChunks =
  /\/(conversation-dialog|inquiry-form|case-study-lightbox|mobile-menu-sheet|consent-dialog|use-apg-carousel|(worker-carousel|testimonial-slider|case-study-gallery|case-study-filter|news|post-list|card-clip|contact-form|smooth-scroll|consent|post-shell)\.island)-/;

if (!existsSync(join(dist, 'index.html'))) throw new Error('No production build: run `npm run build` first.');
const chunkFiles = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const chunkText = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pages = templateSamples().map((sample) => ({ ...sample, ...firstLoad(dist, sample.path) }));
const pageOf = (path: string) => pages.find((page) => page.path === path)!;
const islandChunk = (name: string) => chunkFiles.find((file) => file.startsWith(`${name}.island-`));

describe.each(pages)('first load of the $template template ($path)', (page) => {
  it('loads its JavaScript within budget', () => {
    const budget = jsBudgetKb(page.template) * KB;
    console.info(`${page.path} JS: ${kb(page.jsBytes)} brotli in ${page.scripts.length} files (budget ${kb(budget)})`);
    expect(page.jsBytes).toBeLessThanOrEqual(budget);
  });

  it('loads its CSS within budget', () => {
    expect(page.styles.length).toBeGreaterThan(0);
    console.info(`${page.path} CSS: ${kb(page.cssBytes)} brotli in ${page.styles.length} files (budget ${CSS_KB} KB)`);
    expect(page.cssBytes).toBeLessThanOrEqual(CSS_KB * KB);
  });

  it('holds its first paint for its stylesheet alone: its scripts are modules, the web font swaps in', () => {
    const html = pageHtml(dist, page.path);
    const external = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map(([tag]) => tag);
    expect(external.length, 'the runtime, from the first byte').toBeGreaterThan(0);
    for (const tag of external) expect(tag, 'a module script waits for the parser').toMatch(/\btype="module"/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="font"/);
    const faces = page.styles.flatMap((style) =>
      [...readFileSync(join(dist, style), 'utf8').matchAll(/@font-face\{[^}]*Inter Variable[^}]*\}/g)].map(
        ([face]) => face,
      ),
    );
    expect(faces.length, "Inter's faces are in the site's stylesheet").toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/font-display:(swap|optional)/);
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
  it('counts the runtime and the islands a page hydrates with it, and no other page code', () => {
    const home = pageOf('/');
    // Home starts its hero video when the page has loaded, and React's root with it: counted (fetched before any
    // press), but not preloaded with the page, so the page's first pictures do not share the network with them.
    expect(home.scripts, 'hero-video').toContain(`/assets/${islandChunk('hero-video')}`);
    expect(
      home.scripts.some((script) => /\/hydrate-root-[^/]*\.js$/.test(script)),
      "React's root",
    ).toBe(true);
    expect(pageHtml(dist, '/')).not.toMatch(/<link rel="modulepreload"[^>]*\/(hydrate-root|hero-video\.island)-/);
    // The header and the conversation wait for the visitor's first act: not counted, and not fetched before it.
    for (const name of ['header', 'conversation-trigger', 'conversation']) {
      expect(home.scripts, name).not.toContain(`/assets/${islandChunk(name)}`);
      expect(home.near, name).not.toContain(`/assets/${islandChunk(name)}`);
    }
    // The carousels and the news wait to come near: not counted, but known to the bench as fetched then.
    for (const name of ['worker-carousel', 'testimonial-slider', 'news']) {
      expect(home.scripts, name).not.toContain(`/assets/${islandChunk(name)}`);
      expect(home.near, name).toContain(`/assets/${islandChunk(name)}`);
    }
    // The contact form's code waits for a move inside it: neither counted nor near.
    const contact = pageOf('/contact');
    expect([...contact.scripts, ...contact.near]).not.toContain(`/assets/${islandChunk('contact-form')}`);
    expect(contact.near).toEqual([]);
    // A copy page fetches the runtime's entry alone: no React before the visitor acts.
    expect(contact.scripts).toHaveLength(1);
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
