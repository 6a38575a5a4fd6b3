// The site's prerender entry (scripts/build-pages.ts): src/app/entry-server.tsx's routes, loaders and head tags,
// rendered in the islands' frame (the root route's component, src/islands/islands-root-layout.tsx) into a
// document that carries no router state.
import { prerenderApi as appPrerenderApi, renderWith } from '@/app/entry-server';
import { renderIslandsDocument } from './server-document';

export const prerenderApi = { ...appPrerenderApi, render: renderWith(renderIslandsDocument) };

export type { PrerenderApi, RenderResult } from '@/app/entry-server';
