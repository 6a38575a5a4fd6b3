// The server's mark of an island in the prerendered tree by name: the island's component from the registry,
// rendered in its element (./island-mark.tsx) for the client runtime (./hydrate.ts) to hydrate as a React root of
// its own. Server only: it loads every island's module up front.
import { createElement, type ComponentType } from 'react';
import type { IslandHydrate } from './island-element';
import { IslandMark } from './island-mark';
import { islandModules, type IslandName, type IslandProps } from './registry';

const components = Object.fromEntries(
  await Promise.all(Object.entries(islandModules).map(async ([name, load]) => [name, (await load()).default])),
) as { [Name in IslandName]: ComponentType<IslandProps<Name>> };

export interface IslandMarkProps<Name extends IslandName> {
  name: Name;
  /** Plain data, written into the page as JSON: never a content module. */
  props: IslandProps<Name>;
  /** When its code is fetched and run, if not with the page (./island-element.ts). */
  hydrate?: IslandHydrate;
}

export function Island<Name extends IslandName>({ name, props, hydrate }: IslandMarkProps<Name>) {
  const component = components[name] as ComponentType<IslandProps<Name>>;
  return (
    <IslandMark name={name} props={props} hydrate={hydrate}>
      {createElement(component, props)}
    </IslandMark>
  );
}
