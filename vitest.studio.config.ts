import { defineConfig } from 'vitest/config';

// The studio in cms/ (`npm run test:studio`, tests/studio/): its types, Sanity's schema validation and its build,
// (scripts/studio.ts). One file, one worker: each step is a Sanity CLI run. `npm test` runs it beside
// `test:hosts`, as neither keeps two cores busy (measured: 94 s one after the other, 64 s side by side).
export default defineConfig({
  test: {
    include: ['tests/studio/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // A first run installs cms/ (about 2 minutes); a validation or a build took about a minute on 2 busy cores.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
