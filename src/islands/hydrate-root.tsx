// An island made a React root: the one module of the runtime that needs React, imported by ./hydrate.ts when the
// first island of a page starts, so a page whose islands all wait for the visitor fetches no React until they do.
// The prerender preloads it with a page that has an island to hydrate at once (scripts/island-preloads.ts).
import { createElement, startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { ISLAND_IDS } from './island-element';
import { IslandRoot } from './island-root';
import type { IslandModule } from './registry';

/**
 * Hydrates `island` with its module's component and the props it read: the tree the server rendered
 * (./island-mark.tsx), with the same prefix for React's ids. Hydrated as a transition, so React yields to the page
 * every few milliseconds instead of hydrating each island in one task (at a phone's speed the page's long tasks
 * after the first paint added up to about half as much blocking).
 */
export function hydrateIslandRoot<Props extends object>(
  island: Element,
  module: IslandModule<Props>,
  props: Props,
  options?: HydrationOptions,
): Root {
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(island, <IslandRoot island={island}>{createElement(module.default, props)}</IslandRoot>, {
      ...options,
      identifierPrefix: island.getAttribute(ISLAND_IDS) ?? undefined,
    });
  });
  return root;
}
