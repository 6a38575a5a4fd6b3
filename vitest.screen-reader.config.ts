import { defineConfig } from 'vitest/config';

// A real screen reader (`npm run test:screen-reader`, tests/screen-reader/): Orca reading Firefox ESR on a desktop
// of its own; each journey's transcript is a baseline. `-- --update` rewrites the transcripts that changed.
export default defineConfig({
  test: {
    include: ['tests/screen-reader/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/screen-reader/global-setup.ts'],
    // One Orca per user at a time (it stops a second one): the files run one after another.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
