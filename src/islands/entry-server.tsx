// The site's prerender entry (scripts/build-pages.ts): the app's own (src/app/entry-server.tsx), the
// same routes, loaders and head tags, with the islands' frame in place of the app's root layout and a document
// that carries no router state.
import { Route as rootRoute } from '@/routes/__root';
import { prerenderApi as appPrerenderApi, renderWith } from '@/app/entry-server';
import { IslandsRootLayout } from './islands-root-layout';
import { renderIslandsDocument } from './server-document';

rootRoute.update({ component: IslandsRootLayout });

export const prerenderApi = { ...appPrerenderApi, render: renderWith(renderIslandsDocument) };

export type { PrerenderApi, RenderResult } from '@/app/entry-server';
