// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from '@/islands/hydrate';
import { Island } from '@/islands/island';
import { ISLAND_HYDRATE, ISLAND_READY, VISIBLE_MARGIN } from '@/islands/island-element';
import { islandNames } from '../../scripts/island-preloads';
import { stubMotion, unmountIslands } from '../support/islands-jsdom';

// An island below the first screen (`hydrate="visible"`: the carousels, the news and post lists, the galleries)
// is neither preloaded nor hydrated with the page: its code is fetched when it comes near the viewport, or at the
// visitor's first move inside it if that is sooner. jsdom lays nothing out, so the viewport is an
// IntersectionObserver of the test's, which reports what the test says.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

class Viewport {
  static observers: Viewport[] = [];
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    Viewport.observers.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  /** The browser's report on every box watched: near the viewport or not. */
  tell(isIntersecting: boolean) {
    const entries = [...this.watched].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  Viewport.observers = [];
  vi.stubGlobal('IntersectionObserver', Viewport);
  stubMotion(false);
});
afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The footer's Privacy choices (a button) below the first screen, and an island that shows nothing. */
function servedPage() {
  document.body.innerHTML = renderToString(
    <>
      <Island name="privacy-choices" props={{ className: 'footer-link' }} hydrate="visible" />
      <Island name="smooth-scroll" props={{ overscroll: 'glow' }} hydrate="visible" />
    </>,
  );
  const [below, empty] = document.body.querySelectorAll('infinyte-island');
  return { below: below!, empty: empty! };
}

/** Lets an island's module arrive and React commit. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('an island hydrated when it comes near', () => {
  it('is not preloaded with the page', () => {
    servedPage();
    const page = `<infinyte-island name="header" props="{}" ids="a-"></infinyte-island>${document.body.innerHTML}`;
    expect(islandNames(page)).toEqual(['header']);
  });

  it('waits while the viewport is far, and hydrates once a box of it comes within the margin', async () => {
    const { below } = servedPage();
    await act(async () => {
      expect(await hydrateIslands(), 'none hydrated with the page').toEqual([]);
    });
    const [viewport] = Viewport.observers;
    expect(viewport?.options.rootMargin).toBe(VISIBLE_MARGIN);
    // Its element has no box (display: contents): what is watched is the button inside.
    expect([...viewport!.watched]).toEqual([below.querySelector('button')]);

    await act(() => viewport!.tell(false));
    await settle();
    expect(below.getAttribute(ISLAND_HYDRATE), 'still waiting').toBe('visible');
    expect(below.hasAttribute(ISLAND_READY)).toBe(false);

    await act(() => viewport!.tell(true));
    expect(below.hasAttribute(ISLAND_HYDRATE), 'on its way: no longer waiting').toBe(false);
    expect(viewport!.disconnected).toBe(true);
    await settle();
    expect(below.hasAttribute(ISLAND_READY)).toBe(true);
  });

  it('hydrates at the first move inside it if that comes first, and only once', async () => {
    const { below } = servedPage();
    await act(() => hydrateIslands());
    const [viewport] = Viewport.observers;
    const button = below.querySelector('button')!;
    await act(() => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(below.hasAttribute(ISLAND_HYDRATE)).toBe(false);
    expect(viewport!.disconnected, 'the viewport is no longer watched').toBe(true);
    await settle();
    expect(below.hasAttribute(ISLAND_READY)).toBe(true);
    // A second root on the same element is one React reports.
    const consoleErrors = vi.spyOn(console, 'error');
    await act(() => button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await settle();
    expect(consoleErrors.mock.calls, 'hydrated once').toEqual([]);
  });

  it('hydrates with the page when it shows nothing yet (no box to watch)', async () => {
    const { empty } = servedPage();
    await act(() => hydrateIslands());
    expect(empty.hasAttribute(ISLAND_HYDRATE)).toBe(false);
    await settle();
    expect(empty.hasAttribute(ISLAND_READY)).toBe(true);
  });
});
