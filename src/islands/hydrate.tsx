// Hydrates islands: each <infinyte-island> of the page as a React root of its own, with the props the server
// wrote, once its module (its own chunk) has arrived. An island is ready when its code has run: its first
// commit sets `ready` on its element, and the presses the inline capture kept on it meanwhile
// (./early/island-capture.ts) are replayed on it, once each and in order (./island-root.tsx).
import { createElement } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { ISLAND_AWAITS, ISLAND_IDS, ISLAND_NAME, ISLAND_PROPS, ISLAND_TAG } from './island-element';
import { IslandRoot } from './island-root';
import { isIslandName, islandModules, type IslandModule } from './registry';

/** Hydrates one island element; `options` are React's (tests listen for recoverable errors). */
export async function hydrateIsland(island: Element, options?: HydrationOptions): Promise<Root> {
  const name = island.getAttribute(ISLAND_NAME);
  if (!isIslandName(name)) throw new Error(`No island is named ${JSON.stringify(name)}`);
  // Each module reads its own props (`parseProps`), so its component gets what it takes.
  const module = (await islandModules[name]()) as IslandModule<object>;
  const props = module.parseProps(JSON.parse(island.getAttribute(ISLAND_PROPS) ?? 'null'));
  // The tree the server rendered (./island-mark.tsx), with the same prefix for React's ids.
  return hydrateRoot(island, <IslandRoot island={island}>{createElement(module.default, props)}</IslandRoot>, {
    ...options,
    identifierPrefix: island.getAttribute(ISLAND_IDS) ?? undefined,
  });
}

const MOVES = ['wheel', 'touchstart', 'pointermove'] as const;

/** Runs `then` once, at the visitor's first wheel turn, touch or mouse move. */
function afterFirstMove(then: () => void) {
  const moved = () => {
    for (const move of MOVES) window.removeEventListener(move, moved, true);
    then();
  };
  for (const move of MOVES) window.addEventListener(move, moved, { capture: true, passive: true });
}

/**
 * Hydrates every island of the page, each as soon as its own code is there; resolves with those hydrated with the
 * page. An island that awaits the visitor's first move (./island-element.ts) fetches its code then.
 */
export const hydrateIslands = (page: ParentNode = document) =>
  Promise.all(
    [...page.querySelectorAll(ISLAND_TAG)].flatMap((island) => {
      if (island.getAttribute(ISLAND_AWAITS) !== 'move') return [hydrateIsland(island)];
      afterFirstMove(() => void hydrateIsland(island));
      return [];
    }),
  );
