// Hydrates islands: each <infinyte-island> of the page as a React root of its own, with the props the server
// wrote, once its module (its own chunk) has arrived. An island is ready when its code has run: its first
// commit sets `ready` on its element, and the presses the inline capture kept on it meanwhile
// (./early/island-capture.ts) are replayed on it, once each and in order.
import { createElement, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { replayPress } from '@/lib/early/replay-press';
import { ISLAND_NAME, ISLAND_PROPS, ISLAND_READY, ISLAND_TAG } from './island-element';
import { isIslandName, islandModules, type IslandModule } from './registry';

function markReady(island: Element) {
  island.setAttribute(ISLAND_READY, '');
  const presses = window.earlyPresses ?? [];
  const due = presses.filter((press) => press.control.closest(ISLAND_TAG) === island);
  for (const press of due) presses.splice(presses.indexOf(press), 1);
  // After the commit that hydrated the island: its handlers are attached by then.
  if (due.length > 0) queueMicrotask(() => due.forEach(replayPress));
}

function Ready({ island, children }: { island: Element; children: ReactNode }) {
  useEffect(() => markReady(island), [island]);
  return children;
}

/** Hydrates one island element; `options` are React's (tests listen for recoverable errors). */
export async function hydrateIsland(island: Element, options?: HydrationOptions): Promise<Root> {
  const name = island.getAttribute(ISLAND_NAME);
  if (!isIslandName(name)) throw new Error(`No island is named ${JSON.stringify(name)}`);
  // Each module reads its own props (`parseProps`), so its component gets what it takes.
  const module = (await islandModules[name]()) as IslandModule<object>;
  const props = module.parseProps(JSON.parse(island.getAttribute(ISLAND_PROPS) ?? 'null'));
  return hydrateRoot(island, <Ready island={island}>{createElement(module.default, props)}</Ready>, options);
}

/** Hydrates every island of the page, each as soon as its own code is there. */
export const hydrateIslands = (page: ParentNode = document) =>
  Promise.all([...page.querySelectorAll(ISLAND_TAG)].map((island) => hydrateIsland(island)));
