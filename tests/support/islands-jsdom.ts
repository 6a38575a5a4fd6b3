// What the islands' unit tests (jsdom) share: a visitor's press as the page's capture sees it, hydration as the
// runtime does it with what React reports about the markup it met, the roots to unmount after each test, and the
// media jsdom lacks (media queries, playback). Each test file gets its own copy of this module, so its roots.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { hydrateIsland } from '@/islands/hydrate';
import { ISLAND_READY } from '@/islands/island-element';

const roots: Root[] = [];

/** Unmounts every island `hydrate` hydrated: for each file's afterEach. */
export const unmountIslands = () => act(() => roots.splice(0).forEach((root) => root.unmount()));

/**
 * A visitor's press. jsdom marks no event a script dispatches as trusted, and the capture keeps only trusted ones
 * (the runtime's replays are not); so the press goes through jsdom's own dispatch with its trusted flag set.
 */
export function press(element: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  const impl = Object.getOwnPropertySymbols(event).find((symbol) => symbol.description === 'impl')!;
  const internal = (target: object) =>
    (target as Record<symbol, { isTrusted: boolean; _dispatch: (event: unknown) => void }>)[impl]!;
  internal(event).isTrusted = true;
  internal(element)._dispatch(internal(event));
}

/**
 * Hydrates the island as the runtime does and returns what React reported: recoverable errors and console errors.
 * Not ready before its code has run (checked); when it returns, the replay of a press kept meanwhile, a microtask
 * after the island's first commit, has run.
 */
export async function hydrate(island: Element) {
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  const hydrating = hydrateIsland(island, { onRecoverableError: (error) => recoverable.push(error) });
  expect(island.hasAttribute(ISLAND_READY), 'ready before its code has run').toBe(false);
  await act(async () => {
    roots.push(await hydrating);
  });
  await act(() => Promise.resolve());
  return { recoverable, consoleErrors: consoleErrors.mock.calls };
}

/** The visitor's motion preference (jsdom has no media queries); undone by `vi.unstubAllGlobals()`. */
export function stubMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      Object.assign(new EventTarget(), { media: query, matches: reduced, onchange: null }) as unknown as MediaQueryList,
  );
}

/** jsdom plays no media: a clip's play() and pause() are counted instead. */
export const countPlayback = () => ({
  play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve()),
  pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
});
