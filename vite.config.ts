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
import { islandsDevPages } from './scripts/vite-islands-dev.ts';
import { islandMarkSources } from './scripts/island-mark-files.ts';
import { islandMarks } from './scripts/vite-island-marks.ts';

// The site's pages are islands pages (docs/islands.md): the prerendered HTML is the page, only what a visitor
// operates hydrates, each island's code loaded the ordinary way; index.html's module script is the islands' runtime.
// A build (`vite build`, in any mode: scripts/build-pages.ts) writes them; `npm run dev` renders each on request.
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
      // The router plugin writes the route tree from the options `npm run routes` uses too: the static pages from
      // src/content/pages/ and the route files in src/routes/ (scripts/route-tree.ts). Routes are rendered only by the
      // prerender and the dev server (no page's browser code imports one), so none is split into chunks.
      tanstackRouter({
        ...routeGeneratorOptions(fileURLToPath(new URL('.', import.meta.url))),
        target: 'react',
        autoCodeSplitting: false,
      }),
      react(),
      tailwindcss(),
      themeColorFromTokens(),
      inlinePageStart(),
      islandMarks(islandMarkFiles, sourceFile('./src/islands/')),
      islandsDevPages(),
      inquiryEndpoint(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
