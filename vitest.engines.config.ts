import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The journeys and the route sweep in Firefox ESR and WebKitGTK (`npm run test:engines`, tests/engines/); Chromium
// runs the same ground under Playwright. Four files run side by side: Firefox's, and WebKit's journeys and the two
// halves of its slower sweep. With one file per engine, WebKit ran alone for its last 68 s with a core idle
// (148 s); four at once keep both cores busy (103 s).
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    maxWorkers: 4,
    // A page's first load in a fresh MiniBrowser took 40-80 s on 2 cores shared with other suites (load 30).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // No retries, as in the Chromium suite: a journey passes the first time or is fixed at its cause.
    retry: 0,
  },
});
