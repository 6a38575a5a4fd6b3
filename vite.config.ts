import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { inlinePageStart } from './scripts/inline-page-start.ts';
import { inquiryEndpoint } from './scripts/vite-inquiry-endpoint.ts';
import { themeColorFromTokens } from './scripts/theme-color.ts';
import { pageRoutesOnChange } from './scripts/vite-page-routes.ts';
import { routeGeneratorOptions } from './scripts/route-tree.ts';
import { routeChunksKeepNavigation } from './scripts/vite-route-chunks.ts';
import { islandsDevPages } from './scripts/vite-islands-dev.ts';
import { islandMarkSources } from './scripts/island-mark-files.ts';
import { islandMarks } from './scripts/vite-island-marks.ts';

// The site's pages are islands pages (docs/islands.md): the prerendered HTML is the page, only what a visitor
// operates hydrates, each island's code loaded the ordinary way; index.html's module script is the islands' runtime.
// A build (`vite build`, in any mode: scripts/build-pages.ts) writes them; `npm run dev` renders each on request.
const islandsRouterBindings = new URL('./src/islands/router-bindings.tsx', import.meta.url);
// Components a page renders that are islands in the browser: the build's server writes each as its mark
// (scripts/vite-island-marks.ts, the pairs in scripts/island-mark-files.ts).
const sourceFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const islandMarkFiles = Object.fromEntries(
  Object.entries(islandMarkSources).map(([component, mark]) => [sourceFile(`./${component}`), sourceFile(`./${mark}`)]),
);

export default defineConfig(() => {
  return {
    plugins: [
      // Writes a static page's route file when its entry appears (`npm run routes` does it for builds and tests).
      pageRoutesOnChange(),
      // The router plugin must run before React's so route files are split first. Its generator writes the route
      // tree from the options `npm run routes` uses too: the static pages from src/content/pages/ and the route files
      // in src/routes/ (scripts/route-tree.ts).
      tanstackRouter({
        ...routeGeneratorOptions(fileURLToPath(new URL('.', import.meta.url))),
        target: 'react',
        autoCodeSplitting: true,
        // A template route's ($slug) loader gets its own chunk: it reads a whole content module (every worker,
        // study or post), which then stays out of the first load (prerendered pages carry their data).
        // A static page's loader and page read the same entry (src/content/pages/), so they share one chunk
        // with it: the page needs its copy to hydrate anyway, and the entry stays out of the first load's entry.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
          splitBehavior: ({ routeId }) =>
            routeId.includes('$') || routeId === '__root__'
              ? undefined
              : [
                  ['loader', 'component'],
                  ['pendingComponent', 'errorComponent', 'notFoundComponent'],
                ],
        },
      }),
      // Their lazy components and loaders do not reload a page the visitor is leaving (Firefox aborts their imports).
      routeChunksKeepNavigation(),
      react(),
      tailwindcss(),
      themeColorFromTokens(),
      inlinePageStart(),
      islandMarks(islandMarkFiles, sourceFile('./src/islands/')),
      islandsDevPages(),
      inquiryEndpoint(),
    ],
    resolve: {
      alias: [
        // Islands render without the router: links and the header's menus take plain anchors and the page's path.
        { find: '@/lib/react/router-bindings', replacement: fileURLToPath(islandsRouterBindings) },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    build: {
      target: 'es2022',
      cssCodeSplit: true,
      // The prerender reads which chunks each island needs.
      manifest: true,
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
