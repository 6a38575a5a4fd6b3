import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.mjs'],
    environment: 'node',
    // One file per core at a time: vitest's default (cores - 1) is one file at a time on 2 cores, while the slowest
    // files mostly wait on a child process (the Nu checker's JVM, a server being killed or drained). Files that write
    // do so in their own scratch folder, and their servers listen on port 0. Measured on 2 cores shared with other
    // suites: 1 worker 266 s (load 18), 2 workers 191 s (load 17), all passing; 4 workers 323 s at load 25 with ten
    // CPU-bound tests (share cards, the Nu checker) timing out, so not more than one per core.
    maxWorkers: availableParallelism(),
  },
});
