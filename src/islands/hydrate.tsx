// Hydrates islands: each <infinyte-island> of the page as a React root of its own, with the props the server
// wrote, once its module (its own chunk) has arrived. An island is ready when its code has run: its first
// commit sets `ready` on its element, and the presses the inline capture kept on it meanwhile
// (./early/island-capture.ts) are replayed on it, once each and in order (./island-root.tsx). An island marked
// `hydrate` waits for the visitor before its code is fetched: a move inside it (`intent`) or anywhere (`move`).
import { createElement, startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import {
  INTENT_EVENTS,
  ISLAND_HYDRATE,
  ISLAND_IDS,
  ISLAND_NAME,
  ISLAND_PROPS,
  ISLAND_TAG,
  MOVE_EVENTS,
} from './island-element';
import { IslandRoot } from './island-root';
import { isIslandName, islandModules, type IslandModule } from './registry';

/** Hydrates one island element; `options` are React's (tests listen for recoverable errors). */
export async function hydrateIsland(island: Element, options?: HydrationOptions): Promise<Root> {
  const name = island.getAttribute(ISLAND_NAME);
  if (!isIslandName(name)) throw new Error(`No island is named ${JSON.stringify(name)}`);
  // Each module reads its own props (`parseProps`), so its component gets what it takes.
  const module = (await islandModules[name]()) as IslandModule<object>;
  const props = module.parseProps(JSON.parse(island.getAttribute(ISLAND_PROPS) ?? 'null'));
  // The tree the server rendered (./island-mark.tsx), with the same prefix for React's ids. Hydrated as a
  // transition, so React yields to the page every few milliseconds instead of hydrating each island in one task
  // (at a phone's speed the page's long tasks after the first paint added up to about half as much blocking).
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(island, <IslandRoot island={island}>{createElement(module.default, props)}</IslandRoot>, {
      ...options,
      identifierPrefix: island.getAttribute(ISLAND_IDS) ?? undefined,
    });
  });
  return root;
}

/**
 * Hydrates every island of the page, each as soon as its own code is there; one marked `hydrate` when the visitor
 * gives it cause (./island-element.ts). Resolves with the roots of the islands hydrated with the page.
 */
export function hydrateIslands(page: ParentNode = document, options?: HydrationOptions) {
  const withPage: Element[] = [];
  for (const island of page.querySelectorAll(ISLAND_TAG)) {
    const when = island.getAttribute(ISLAND_HYDRATE);
    if (when === 'intent') hydrateOnIntent(island, options);
    else if (when === 'move') afterFirstMove(() => void hydrateIsland(island, options));
    else withPage.push(island);
  }
  return Promise.all(withPage.map((island) => hydrateIsland(island, options)));
}

/** Runs `then` once, at the visitor's first wheel turn, touch or mouse move anywhere on the page. */
function afterFirstMove(then: () => void) {
  const moved = () => {
    for (const type of MOVE_EVENTS) window.removeEventListener(type, moved, true);
    then();
  };
  for (const type of MOVE_EVENTS) window.addEventListener(type, moved, { capture: true, passive: true });
}

function hydrateOnIntent(island: Element, options?: HydrationOptions) {
  leaveRequiredToScript(island);
  const start = () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    void hydrateIsland(island, options);
  };
  // Capture phase: the move is seen whatever inside answers it; it goes on to its target unchanged.
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, true);
}

/**
 * The page runs scripts, so the island's form fields need not wait for its code to stop being `:invalid`: an empty
 * `required` field is, and Firefox reads it as "invalid entry" to a visitor who has typed nothing. They say
 * aria-required instead, as the form does once its code runs (Field's `script` validation); a send before then is
 * the native post, checked by the endpoint, which answers with a page naming each problem.
 */
function leaveRequiredToScript(island: Element) {
  for (const control of island.querySelectorAll('form [required]')) {
    control.setAttribute('aria-required', 'true');
    control.removeAttribute('required');
  }
}
