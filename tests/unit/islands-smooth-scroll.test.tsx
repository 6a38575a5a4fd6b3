// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Island } from '@/islands/island';
import { hydrateIsland, hydrateIslands } from '@/islands/hydrate';
import { ISLAND_READY } from '@/islands/island-element';
import { parseProps } from '@/islands/smooth-scroll.island';
import { startSmoothScroll } from '@/lib/smooth-scroll/start-smooth-scroll';
import { islandNames } from '../../scripts/island-preloads';

// Smooth scrolling as an island whose code waits for the visitor's first move: nothing of it is in the page, no
// preload names it, and the runtime fetches and runs it at the first wheel turn, touch or mouse move. Lenis itself
// (start-smooth-scroll.ts) is a spy here: when it starts is the question, how it scrolls is a browser's.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('@/lib/smooth-scroll/start-smooth-scroll', () => ({ startSmoothScroll: vi.fn(() => () => undefined) }));

// A desktop with a mouse and motion allowed: jsdom has neither matchMedia nor PointerEvent.
globalThis.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;
const FINE_POINTER = '(hover: hover) and (pointer: fine)';
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({ matches: query === FINE_POINTER, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

const roots: Root[] = [];
afterEach(async () => {
  await act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function servedPage() {
  document.body.innerHTML = renderToString(
    <Island name="smooth-scroll" props={{ overscroll: 'glow' }} hydrate="move" />,
  );
  return document.body.querySelector('infinyte-island')!;
}

const wheel = () => window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
/** Lets the island's module arrive and React commit. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the smooth scrolling island', () => {
  it('is an empty mark that awaits the first move, and names no preload', () => {
    const island = servedPage();
    expect(island.getAttribute('hydrate')).toBe('move');
    expect(island.innerHTML).toBe('');
    expect(parseProps(JSON.parse(island.getAttribute('props')!))).toEqual({ overscroll: 'glow' });
    const page = `<infinyte-island name="header" props="{}" ids="a-"></infinyte-island>${document.body.innerHTML}`;
    expect(islandNames(page)).toEqual(['header']);
  });

  it('hydrates without a mismatch and is ready once its code has run', async () => {
    const island = servedPage();
    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    const hydrating = hydrateIsland(island, { onRecoverableError: (error) => recoverable.push(error) });
    expect(island.hasAttribute(ISLAND_READY)).toBe(false);
    await act(async () => {
      roots.push(await hydrating);
    });
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    expect(recoverable).toEqual([]);
    expect(consoleErrors.mock.calls).toEqual([]);
  });

  it('runs nothing at load: the first wheel turn fetches its code, the next starts Lenis, once', async () => {
    const island = servedPage();
    await act(async () => {
      expect(await hydrateIslands(), 'not among the islands hydrated with the page').toEqual([]);
    });
    await settle();
    expect(island.hasAttribute(ISLAND_READY), 'native scrolling until a move').toBe(false);

    wheel();
    await settle();
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    expect(startSmoothScroll).not.toHaveBeenCalled();

    wheel();
    await settle();
    wheel();
    await settle();
    expect(startSmoothScroll).toHaveBeenCalledExactlyOnceWith('glow');
  });

  it('refuses props that are not an overscroll effect', () => {
    expect(() => parseProps({ overscroll: 'wobble' })).toThrow('not an overscroll effect');
    expect(() => parseProps({})).toThrow('not an overscroll effect');
    expect(() => parseProps({ overscroll: 'none', lerp: 0.1 })).toThrow('not an overscroll effect');
    expect(parseProps({ overscroll: 'none' })).toEqual({ overscroll: 'none' });
  });
});
