// Every island by name: its module, loaded the ordinary way (a dynamic import, so each island's code is a chunk of
// its own). A module's default export is the island's component, `parseProps` reads its props from the page.
// The islands prerender finds an island's chunk in Vite's manifest as `src/islands/<name>.island.tsx`.
import type { ComponentType } from 'react';

export interface IslandModule<Props extends object> {
  default: ComponentType<Props>;
  /** The props the server wrote (JSON, from the page), checked: they cross from the page into the island's code. */
  parseProps: (raw: unknown) => Props;
}

/** Checks that a module's component takes the props its `parseProps` reads. */
const island = <Props extends object>(load: () => Promise<IslandModule<Props>>) => load;

export const islandModules = {
  header: island(() => import('./header.island')),
  conversation: island(() => import('./conversation.island')),
  'conversation-trigger': island(() => import('./conversation-trigger.island')),
  'worker-carousel': island(() => import('./worker-carousel.island')),
  'testimonial-slider': island(() => import('./testimonial-slider.island')),
  'contact-form': island(() => import('./contact-form.island')),
  'case-study-filter': island(() => import('./case-study-filter.island')),
  'case-study-gallery': island(() => import('./case-study-gallery.island')),
  news: island(() => import('./news.island')),
  'post-list': island(() => import('./post-list.island')),
  'hero-video': island(() => import('./hero-video.island')),
  'card-clip': island(() => import('./card-clip.island')),
  consent: island(() => import('./consent.island')),
  'privacy-choices': island(() => import('./privacy-choices.island')),
  'smooth-scroll': island(() => import('./smooth-scroll.island')),
  'post-shell': island(() => import('./post-shell.island')),
};

export type IslandName = keyof typeof islandModules;

/** The props of an island, as its module reads them. */
export type IslandProps<Name extends IslandName> = (typeof islandModules)[Name] extends () => Promise<
  IslandModule<infer Props>
>
  ? Props
  : never;

export const isIslandName = (name: string | null): name is IslandName =>
  name !== null && Object.hasOwn(islandModules, name);
