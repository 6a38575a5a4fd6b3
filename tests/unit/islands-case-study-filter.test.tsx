// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslandCapture } from '@/islands/early/island-capture';
import { ISLAND_READY } from '@/islands/island-element';
import { CaseStudyFilter } from '@/islands/case-study-filter-mark';
import { parseProps } from '@/islands/case-study-filter.island';
import { toPortfolioItem } from '@/components/sections/portfolio-card';
import { caseStudies } from '@/content/case-studies';
import { hydrate, press, stubMotion, unmountIslands } from '../support/islands-jsdom';

// The case studies' grid and its filter as an island: the server's mark with the page's cards, the page's inline
// capture, the runtime hydrating it as a root of its own (as tests/unit/islands.test.tsx does for the others).

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// Fourteen cards rendered and hydrated: the other islands' tests saw 7.7 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => startIslandCapture());
// jsdom has no media queries; the cards' clips read reduced motion.
beforeEach(() => stubMotion(false));

afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.earlyPresses!.length = 0;
});

const cards = caseStudies.map((study) => toPortfolioItem(study, '/case-studies/'));
const props = { cards, title: 'All 14 case studies', intro: 'Filter by the kind of product.' };
const perCategory = (category: string) => caseStudies.filter((study) => study.category.includes(category as never));

/** The section as the islands prerender writes it, deep in a page: React numbers ids by the tree's shape. */
function served() {
  document.body.innerHTML = renderToString(
    <main>{[<p key="before" />, <section key="hero" />, <CaseStudyFilter key="grid" {...props} />]}</main>,
  );
  return document.body.querySelector('infinyte-island')!;
}

const button = (island: Element, name: string) =>
  [...island.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
const shownTitles = (island: Element) =>
  [...island.querySelectorAll('[data-slot="portfolio-card"] h3')].map((heading) => heading.textContent);
const status = (island: Element) => island.querySelector('[role="status"]')!.textContent;

describe('the case-study filter, an island with the cards as props', () => {
  it('carries only what the cards show, never the case-studies module, and lists every study before its code', () => {
    const island = served();
    expect(island.getAttribute('name')).toBe('case-study-filter');
    const read = parseProps(JSON.parse(island.getAttribute('props')!));
    expect(read).toEqual(props);
    expect(Object.keys(read.cards[0]!).sort()).toEqual(['category', 'description', 'href', 'image', 'title']);
    expect(read.cards[0]!.href).toBe(`/case-studies/${caseStudies[0]!.slug}`);
    for (const study of caseStudies.slice(0, 3)) {
      expect(island.getAttribute('props')).not.toContain(study.story.challenge);
      expect(island.getAttribute('props')).not.toContain(study.metaDescription);
    }
    expect(shownTitles(island)).toHaveLength(caseStudies.length);
    expect(status(island)).toBe(`Showing ${caseStudies.length} case studies`);
    expect(button(island, 'All').getAttribute('aria-pressed')).toBe('true');
    expect(island.querySelectorAll('infinyte-island'), 'no island inside it').toHaveLength(0);
  });

  it('hydrates its server markup without a mismatch, deep in a page, and is ready once its code has run', async () => {
    const island = served();
    const firstCard = island.querySelector('[data-slot="portfolio-card"]');
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    expect(island.querySelector('[data-slot="portfolio-card"]'), 'the served card, adopted').toBe(firstCard);

    await act(async () => button(island, 'Web app').click());
    expect(shownTitles(island)).toHaveLength(perCategory('Web app').length);
    expect(status(island)).toBe(`Showing ${perCategory('Web app').length} case studies`);
  });

  it('keeps the presses that come before its code and applies each once, in order, after', async () => {
    const island = served();
    const replayed: string[] = [];
    document.body.addEventListener('click', (event) => replayed.push((event.target as Element).textContent!));
    press(button(island, 'Web app'));
    press(button(island, 'Mobile app'));
    expect(window.earlyPresses, 'kept').toHaveLength(2);
    expect(shownTitles(island), 'not applied before the island is ready').toHaveLength(caseStudies.length);
    expect(replayed, 'stopped at the capture').toEqual([]);

    await hydrate(island);
    expect(replayed).toEqual(['Web app', 'Mobile app']);
    expect(window.earlyPresses).toEqual([]);
    const mobile = perCategory('Mobile app');
    expect(shownTitles(island)).toEqual(mobile.map((study) => `${study.brand}: ${study.title}`));
    expect(status(island)).toBe(`Showing ${mobile.length} case studies`);
    expect(button(island, 'Mobile app').getAttribute('aria-pressed')).toBe('true');
    expect(button(island, 'All').getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses props that are not a section and its cards', () => {
    const refused = "not a section's copy and its cards";
    expect(() => parseProps({ ...props, cards: caseStudies })).toThrow(refused);
    expect(() => parseProps({ ...props, cards: [{ ...cards[0]!, href: 'case-studies/x' }] })).toThrow(refused);
    expect(() => parseProps({ ...props, cards: [{ ...cards[0]!, category: ['Games'] }] })).toThrow(refused);
    expect(() => parseProps({ ...props, title: undefined })).toThrow('case-study filter');
    expect(() => parseProps({ ...props, cards: 'all' })).toThrow('case-study filter');
  });
});
