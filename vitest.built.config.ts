import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Checks of the production build in dist/ (`npm run test:built`, after `npm run build`): what the visitor's
// browser downloads, the pages a crawler reads, the host rules. Kept apart from tests/unit/, which runs on a
// fresh clone before any build.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/built/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/built/support/require-build.ts'],
  },
});
