// The server's mark of an island in the prerendered tree: the island's component rendered inside an
// <infinyte-island> element (./island-element.ts) that carries its name and props, for the client runtime
// (./hydrate.tsx) to hydrate as a React root of its own. Server only: it loads every island's module up front.
import { createElement, type ComponentType } from 'react';
import { ISLAND_NAME, ISLAND_PROPS, ISLAND_TAG } from './island-element';
import { islandModules, type IslandName, type IslandProps } from './registry';

const components = Object.fromEntries(
  await Promise.all(Object.entries(islandModules).map(async ([name, load]) => [name, (await load()).default])),
) as { [Name in IslandName]: ComponentType<IslandProps<Name>> };

export interface IslandMarkProps<Name extends IslandName> {
  name: Name;
  /** Plain data, written into the page as JSON: never a content module. */
  props: IslandProps<Name>;
}

export function Island<Name extends IslandName>({ name, props }: IslandMarkProps<Name>) {
  const component = components[name] as ComponentType<IslandProps<Name>>;
  return createElement(
    ISLAND_TAG,
    { [ISLAND_NAME]: name, [ISLAND_PROPS]: JSON.stringify(props), style: { display: 'contents' } },
    createElement(component, props),
  );
}
