import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The journeys and the route sweep in Firefox ESR and WebKitGTK (`npm run test:engines`, tests/engines/):
// one file per engine, run side by side; Chromium runs the same ground under Playwright.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    maxWorkers: 2,
    // A page's first load in a fresh MiniBrowser took 40-80 s on 2 cores shared with other suites (load 30).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // No retries, as in the Chromium suite: a journey passes the first time or is fixed at its cause.
    retry: 0,
  },
});
