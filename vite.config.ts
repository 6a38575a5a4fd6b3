import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { fontStylesheetWithoutScripts } from './scripts/font-stylesheet-no-script.ts';
import { loadAppAfterPaint } from './scripts/load-app-after-paint.ts';
import { inlinePageStart } from './scripts/inline-page-start.ts';
import { inquiryEndpoint } from './scripts/vite-inquiry-endpoint.ts';
import { themeColorFromTokens } from './scripts/theme-color.ts';
import { pageRoutesOnChange } from './scripts/vite-page-routes.ts';
import { routeGeneratorOptions } from './scripts/route-tree.ts';
import { routeChunksKeepNavigation } from './scripts/vite-route-chunks.ts';
import { islandsEntry } from './scripts/vite-islands-entry.ts';
import { islandMarks } from './scripts/vite-island-marks.ts';

// `--mode islands` builds the islands build beside the app (`npm run build:islands`, docs/islands.md): the same
// pages, where only the islands hydrate (the header, the conversation, the carousels), and no after-paint loader.
const islandsStart = fileURLToPath(new URL('./src/islands/early/islands-start.ts', import.meta.url));
const islandsRouterBindings = new URL('./src/islands/router-bindings.tsx', import.meta.url);
// Components a page renders that are islands in the browser: the islands build's server writes each as its mark
// (scripts/vite-island-marks.ts).
const sourceFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const islandMarkFiles = Object.fromEntries(
  Object.entries({
    'src/components/conversation/start-conversation-button.tsx': 'src/islands/conversation-trigger-mark.tsx',
    'src/components/sections/worker-carousel.tsx': 'src/islands/worker-carousel-mark.tsx',
    'src/components/forms/deferred-inquiry-form.tsx': 'src/islands/contact-form-mark.tsx',
    'src/components/sections/testimonial-slider.tsx': 'src/islands/testimonial-slider-mark.tsx',
    'src/components/sections/case-study-filter.tsx': 'src/islands/case-study-filter-mark.tsx',
    'src/components/sections/case-study-gallery.tsx': 'src/islands/case-study-gallery-mark.tsx',
    'src/components/news/news-feed.tsx': 'src/islands/news-mark.tsx',
    'src/components/news/post-list.tsx': 'src/islands/post-list-mark.tsx',
    'src/components/sections/hero-media.tsx': 'src/islands/hero-video-mark.tsx',
    'src/components/sections/hover-media.tsx': 'src/islands/card-clip-mark.tsx',
    'src/components/consent/privacy-choices-button.tsx': 'src/islands/privacy-choices-mark.tsx',
  }).map(([component, mark]) => [sourceFile(`./${component}`), sourceFile(`./${mark}`)]),
);

export default defineConfig(({ mode }) => ({
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
    ...(mode === 'islands'
      ? [inlinePageStart(islandsStart), islandsEntry(), islandMarks(islandMarkFiles, sourceFile('./src/islands/'))]
      : [inlinePageStart(), loadAppAfterPaint(), fontStylesheetWithoutScripts()]),
    inquiryEndpoint(),
  ],
  resolve: {
    alias: [
      // Islands render without the router: links and the header's menus take plain anchors and the page's path.
      ...(mode === 'islands'
        ? [{ find: '@/lib/react/router-bindings', replacement: fileURLToPath(islandsRouterBindings) }]
        : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // The islands prerender reads which chunks each island needs.
    manifest: mode === 'islands',
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}));
