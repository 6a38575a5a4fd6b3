import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { loadAppAfterPaint } from './scripts/load-app-after-paint.ts';
import { inquiryEndpoint } from './scripts/vite-inquiry-endpoint.ts';
import { themeColorFromTokens } from './scripts/theme-color.ts';

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunks too: they read the content modules, which
      // then stay out of the first load (prerendered pages carry their data).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    themeColorFromTokens(),
    loadAppAfterPaint(),
    inquiryEndpoint(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
