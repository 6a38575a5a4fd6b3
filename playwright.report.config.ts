// `npm run test:report` (scripts/test-report.ts): the vitest suites' recorded results replayed as Playwright tests
// (tests/report/vitest-results.spec.ts), so they join the browser suites' blob reports in one HTML report. It is also
// the merge's config: its test folder, tests/, is the root every merged suite's files are named from.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  testMatch: 'report/vitest-results.spec.ts',
  outputDir: 'test-results/report',
  retries: 0,
  projects: [{ name: 'vitest' }],
});
