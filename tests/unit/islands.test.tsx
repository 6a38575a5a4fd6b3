// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Island } from '@/islands/island';
import { hydrateIsland, hydrateIslands } from '@/islands/hydrate';
import { startIslandCapture } from '@/islands/early/island-capture';
import { parseProps, type HeaderIslandProps } from '@/islands/header.island';
import {
  parseProps as parseTriggerProps,
  type ConversationTriggerIslandProps,
} from '@/islands/conversation-trigger.island';
import { conversationStore } from '@/components/conversation/conversation-store';
import { loadConversationDialog } from '@/components/conversation/load-conversation-dialog';
import { StartConversationButton as TriggerMark } from '@/islands/conversation-trigger-mark';
import { InsideIsland } from '@/islands/island-root';
import { WorkerCarousel } from '@/islands/worker-carousel-mark';
import { TestimonialSlider } from '@/islands/testimonial-slider-mark';
import { parseProps as parseWorkerCarouselProps } from '@/islands/worker-carousel.island';
import { parseProps as parseTestimonialProps } from '@/islands/testimonial-slider.island';
import { workers } from '@/content/workers';
import { testimonials } from '@/content/testimonials';
import { ISLAND_READY } from '@/islands/island-element';
import { mainMenuModel } from '@/components/layout/menu-model';
import { THEME_STORAGE_KEY } from '@/lib/early/theme-start';
import { pagePath } from '@/lib/seo/url';
import { hydrate, press, stubMotion, unmountIslands } from '../support/islands-jsdom';

// The islands' mechanism in one loop: the server's mark around the header island, the page's inline capture,
// the runtime hydrating the island as a root of its own. The browser side (menus by pointer and keyboard in a
// real page) is checked against the islands build, as docs/islands.md says.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// Each test renders and hydrates whole islands (the header, a carousel of twelve cards): about a second here, and
// the first took 7.7 s on a 2-core machine busy with a browser suite, past vitest's 5 s.
vi.setConfig({ testTimeout: 30_000 });

// Embla measures a laid-out page, which jsdom has not: the carousels hydrate here without it (their scrolling is
// driven in a browser; a move before embla is there, tests/unit/apg-carousel.test.tsx).
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, undefined] }));

// The page's inline capture, started once as the page starts it.
beforeAll(() => startIslandCapture());

afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  localStorage.clear();
  document.documentElement.className = '';
  vi.restoreAllMocks();
  window.earlyPresses!.length = 0;
  conversationStore.setOpen(false);
});

/** The first page the desktop menu links to, as the router writes its address. */
const menuPage = mainMenuModel
  .flatMap((entry) =>
    entry.kind === 'link'
      ? [entry.link]
      : entry.content.kind === 'links'
        ? entry.content.links
        : entry.content.groups.flatMap((group) => group.links),
  )
  .find((link) => link.href.startsWith('/'))!.href;
const props: HeaderIslandProps = { path: pagePath(menuPage), topSurface: 'inverse' };

/** The page as the islands prerender writes it: the island's mark and its markup. */
function servedPage(islandProps = props) {
  document.body.innerHTML = renderToString(<Island name="header" props={islandProps} />);
  return document.body.querySelector('infinyte-island')!;
}

/** The page as it is served: the header waits for the visitor's first act, as on every page. */
function servedWaiting() {
  document.body.innerHTML = renderToString(<Island name="header" props={props} hydrate="act" />);
  return document.body.querySelector('infinyte-island')!;
}

/** Lets an island's module (and React's root) arrive and React commit. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const themeToggle = (island: Element) => island.querySelector('[data-slot="theme-toggle"]')!;
const dark = () => document.documentElement.classList.contains('dark');

describe('an island', () => {
  it('is marked by an element without a box, its props an attribute beside its own markup', () => {
    const island = servedPage();
    expect(island.getAttribute('name')).toBe('header');
    expect(island.getAttribute('style')).toBe('display:contents');
    expect(parseProps(JSON.parse(island.getAttribute('props')!))).toEqual(props);
    expect([...island.children].map((child) => child.tagName)).toEqual(['HEADER']);
    expect(island.querySelector('header')!.className).toContain('bg-surface-inverse');
  });

  it('hydrates its server markup without a mismatch and is ready only once its code has run', async () => {
    const island = servedPage();
    const header = island.querySelector('header');
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    expect(island.querySelector('header'), 'the served header, adopted, not rendered afresh').toBe(header);
  });

  it('reports a mismatch where the props are not those the markup was rendered with (the check can fail)', async () => {
    const island = servedPage();
    island.setAttribute('props', JSON.stringify({ ...props, topSurface: 'media' }));
    const { recoverable, consoleErrors } = await hydrate(island);
    expect([...recoverable, ...consoleErrors].length).toBeGreaterThan(0);
  });

  it('renders links as plain anchors, the current page marked by the path in its props', () => {
    const island = servedPage();
    const links = [...island.querySelectorAll('a')];
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((link) => link.getAttribute('href') === props.path)).toBe(true);
    expect(links.filter((link) => link.getAttribute('href') === props.path && !current.includes(link))).toEqual([]);
    expect(island.querySelector('[data-slot="logo"]')!.getAttribute('aria-current')).toBeNull();
    expect(
      servedPage({ ...props, path: '/' })
        .querySelector('[data-slot="logo"]')!
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('keeps a press that comes before its code and applies it once, after', async () => {
    const island = servedPage();
    press(themeToggle(island));
    expect(dark(), 'kept, not applied before the island is ready').toBe(false);
    expect(window.earlyPresses).toHaveLength(1);

    await hydrate(island);
    await act(() => Promise.resolve());
    expect(dark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(window.earlyPresses).toEqual([]);
    expect(themeToggle(island).getAttribute('aria-pressed')).toBe('true');

    press(themeToggle(island));
    expect(dark(), 'a press on the ready island is its own, once').toBe(false);
  });

  it("waits for the visitor's first act, of any kind, before its code or React is fetched", async () => {
    for (const act_ of [
      () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })),
      () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      () => window.dispatchEvent(new Event('pointerdown')),
    ]) {
      const island = servedWaiting();
      await act(async () => {
        expect(await hydrateIslands(), 'none hydrated with the page').toEqual([]);
      });
      await settle();
      expect(island.hasAttribute(ISLAND_READY), 'nothing runs while the visitor reads').toBe(false);
      expect(island.getAttribute('hydrate')).toBe('act');
      act_();
      expect(island.hasAttribute('hydrate'), 'on its way from the act').toBe(false);
      // Its module and React's root arrive, then React commits (the first time, their modules are compiled).
      for (let step = 0; step < 200 && !island.hasAttribute(ISLAND_READY); step += 1) await settle();
      expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    }
  });

  it('marked to start when the page has loaded, waits for the load event, then starts by itself', async () => {
    document.body.innerHTML = renderToString(<Island name="header" props={props} hydrate="load" />);
    const island = document.body.querySelector('infinyte-island')!;
    // The page is parsed and its module script runs; its pictures are still coming.
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await act(async () => {
      expect(await hydrateIslands(), 'none hydrated with the page').toEqual([]);
    });
    await settle();
    expect(island.hasAttribute(ISLAND_READY), 'nothing before the load').toBe(false);
    expect(island.getAttribute('hydrate')).toBe('load');
    loading.mockRestore();
    window.dispatchEvent(new Event('load'));
    expect(island.hasAttribute('hydrate'), 'on its way at the load').toBe(false);
    for (let step = 0; step < 200 && !island.hasAttribute(ISLAND_READY); step += 1) await settle();
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
  });

  it('starts at once, and answers the press once, when a press was kept before the runtime ran', async () => {
    const island = servedWaiting();
    // The press comes before the page's module script has run: only the inline capture is there to keep it.
    press(themeToggle(island));
    expect(window.earlyPresses).toHaveLength(1);
    await act(async () => {
      await hydrateIslands();
    });
    await settle();
    expect(island.hasAttribute(ISLAND_READY), 'no second act needed').toBe(true);
    expect(dark()).toBe(true);
    expect(window.earlyPresses).toEqual([]);
  });

  it('leaves a native control to answer by itself', () => {
    const island = servedPage();
    press(island.querySelector('summary[aria-label="Menu"]')!);
    expect(window.earlyPresses).toEqual([]);
  });

  it('refuses props that are not its own, and a name no island has', async () => {
    expect(() => parseProps({ path: 'contact', topSurface: 'media' })).toThrow('not a path and a tone');
    expect(() => parseProps({ path: '/', topSurface: 'raised' })).toThrow('not a path and a tone');
    const stranger = document.body.appendChild(document.createElement('infinyte-island'));
    stranger.setAttribute('name', 'footer');
    await expect(hydrateIsland(stranger)).rejects.toThrow('No island is named "footer"');
  });
});

describe('the conversation trigger, an island of its own', () => {
  const hire: ConversationTriggerIslandProps = {
    label: 'Hire Ava',
    request: {
      topic: 'Hiring Ava, Chief of Staff',
      initialValues: { reasonForContacting: 'I would like to hire Ava.' },
    },
    variant: 'secondary',
    size: 'sm',
  };

  /** A page with one trigger and the conversation's island (the dialog and the outcome notice), as served. */
  function servedConversation() {
    document.body.innerHTML = renderToString(
      <>
        <Island name="conversation-trigger" props={hire} />
        <Island name="conversation" props={{}} />
      </>,
    );
    const [trigger, conversation] = document.body.querySelectorAll('infinyte-island');
    return { trigger: trigger!, conversation: conversation! };
  }

  it('is a link to the contact form until its code has run, then the button that opens the dialog', async () => {
    const { trigger, conversation } = servedConversation();
    const link = trigger.querySelector('a[data-conversation-trigger]')!;
    expect(link.getAttribute('href')).toBe('/contact/#business-inquiries-title');
    expect(link.textContent).toBe('Hire Ava');
    expect(parseTriggerProps(JSON.parse(trigger.getAttribute('props')!))).toEqual(hire);

    for (const island of [trigger, conversation]) {
      const { recoverable, consoleErrors } = await hydrate(island);
      expect(recoverable).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }
    const button = trigger.querySelector<HTMLButtonElement>('button[data-conversation-trigger]')!;
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.textContent).toBe('Hire Ava');
    expect(document.querySelector('[role="dialog"]'), 'no dialog before a press').toBeNull();

    await act(async () => button.click());
    expect(conversationStore.get()).toEqual({ open: true, wanted: true, request: hire.request });
    expect(conversationStore.opener()).toBe(button);
    // The dialog's island, another root, follows the store: its code arrives and it opens about Ava.
    await act(async () => {
      await loadConversationDialog();
    });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Hiring Ava, Chief of Staff');
  });

  it('refuses props that are not a label, a request and a look', () => {
    expect(() => parseTriggerProps({ label: 'Hire Ava', onClick: 'x' })).toThrow('not a label, a request and a look');
    expect(() => parseTriggerProps({ request: { topic: 'Ava' } })).toThrow('not a label, a request and a look');
    expect(() => parseTriggerProps({ label: 3 })).toThrow('not a label, a request and a look');
    expect(parseTriggerProps({})).toEqual({});
  });
});

describe('a trigger inside another island', () => {
  it('is the control itself, which that island hydrates: an island is never inside another', () => {
    const outside = renderToString(<TriggerMark label="Hire Ava" />);
    const inside = renderToString(
      <InsideIsland value>
        <TriggerMark label="Hire Ava" />
      </InsideIsland>,
    );
    expect(outside).toMatch(/^<infinyte-island name="conversation-trigger"/);
    expect(inside).not.toContain('infinyte-island');
    expect(inside).toContain('Hire Ava');
  });
});

describe('the carousels, islands with their cards as props', () => {
  /** The carousel's section as the islands prerender writes it. */
  function served(element: React.ReactElement) {
    document.body.innerHTML = renderToString(element);
    // What a browser does as it parses a video with the muted attribute, and jsdom does not.
    for (const video of document.querySelectorAll('video[muted]')) (video as HTMLVideoElement).muted = true;
    return document.body.querySelector('infinyte-island')!;
  }

  it("carry only what the workers' cards show, never the workers module", () => {
    const island = served(<WorkerCarousel title="Meet the workforce" workers={workers} />);
    expect(island.getAttribute('name')).toBe('worker-carousel');
    const props = parseWorkerCarouselProps(JSON.parse(island.getAttribute('props')!));
    expect(props.workers.map((worker) => worker.slug)).toEqual(workers.map((worker) => worker.slug));
    expect(Object.keys(props.workers[0]!).sort()).toEqual(
      ['category', 'firstName', 'imgSrc', 'slug', 'textButton', 'title', 'video'].sort(),
    );
    expect(island.getAttribute('props')).not.toContain(workers[0]!.detail.summary);
    expect(island.querySelectorAll('infinyte-island'), 'its Hire buttons are its own, not islands').toHaveLength(0);
  });

  it('hydrate their server markup without a mismatch, deep in a page (ids numbered by the island, not the page)', async () => {
    // jsdom has no media queries; the carousels read reduced motion.
    stubMotion(false);
    for (const element of [
      <WorkerCarousel key="workers" title="Meet the workforce" workers={workers} />,
      <TestimonialSlider key="quotes" title="What clients say" testimonials={testimonials} />,
    ]) {
      // Siblings above it, as in a page: React numbers ids (the cards' headings) by the tree's shape.
      const island = served(
        <main>{[<p key="before" />, <section key="sections">{[<p key="intro" />, element]}</section>]}</main>,
      );
      const { recoverable, consoleErrors } = await hydrate(island);
      expect(recoverable).toEqual([]);
      expect(consoleErrors.map((call) => call.map(String).join(' ').slice(0, 3000))).toEqual([]);
      expect(island.hasAttribute(ISLAND_READY)).toBe(true);
      await unmountIslands();
    }
    vi.unstubAllGlobals();
  });

  it('refuse props that are not a section and its cards', () => {
    const card = { ...workers[0]!, detail: undefined };
    expect(() => parseWorkerCarouselProps({ title: 'Workers', workers: [card] })).toThrow(
      "not a section's copy and its workers' cards",
    );
    expect(() => parseWorkerCarouselProps({ title: 'Workers', workers: 'all' })).toThrow('worker carousel');
    expect(() => parseTestimonialProps({ title: 'Quotes', testimonials: [{ authorName: 'Ann' }] })).toThrow(
      "not a section's copy and its quotes",
    );
    expect(parseTestimonialProps({ title: 'Quotes', testimonials })).toEqual({ title: 'Quotes', testimonials });
  });
});
