import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { loadEnv } from 'vite';
import { chromiumFlags } from './scripts/pinned-chromium.ts';
import { testBrowser } from './scripts/test-browser.ts';
import { screenshotDefaults } from './tests/support/screenshot-options.ts';

// The pinned Chromium (package-lock.json) unless CHROMIUM_PATH names another one or the machine cannot run it;
// another runs every check but the pixel comparisons (scripts/test-browser.ts, tests/support/global-setup.ts).
const browser = testBrowser();
process.env.PW_BROWSER_PINNED = String(browser.pinned);
process.env.PW_BROWSER_SOURCE = browser.source;
// Ports and folders are overridable so parallel runs on one machine do not start and stop each other's servers.
const sitePort = process.env.PW_SITE_PORT ?? '4173';
const storiesPort = process.env.PW_STORIES_PORT ?? '61000';
const siteDir = process.env.PW_SITE_DIR ?? 'dist';
const storiesDir = process.env.STORIES_DIR ?? 'build';
export const SITE_URL = `http://127.0.0.1:${sitePort}`;
export const STORIES_URL = process.env.STORIES_URL ?? `http://127.0.0.1:${storiesPort}`;
/** A second client build whose outside services point at the local fakes of tests/support/fake-servers.ts. */
export const CONFIGURED_URL = process.env.PW_CONFIGURED_URL ?? 'http://127.0.0.1:4174';
// `.env.configured` is the single source of that build's addresses (`npm run build:configured`).
const configuredEnv = loadEnv('configured', process.cwd(), 'VITE_');
/** A third client build with analytics on, to prove nothing is sent before consent (`npm run build:analytics`). */
export const ANALYTICS_URL = process.env.PW_ANALYTICS_URL ?? 'http://127.0.0.1:4175';
const analyticsEnv = loadEnv('analytics', process.cwd(), 'VITE_');
// PW_SERVERS=stories (comma-separated names) starts only those servers, for a run that needs no site.
const onlyServers = process.env.PW_SERVERS?.split(',');
// PW_DEPLOYED_URL (`npm run test:deployed -- <url>`, scripts/test-deployed.ts): the route suites alone, against
// that deployment, starting no server; pixels are compared only on the local build (tests/support/global-setup.ts).
const deployedUrl = process.env.PW_DEPLOYED_URL;
const wanted = (name: string) => !onlyServers || onlyServers.includes(name);

export default defineConfig({
  testDir: 'tests',
  testMatch: deployedUrl
    ? ['e2e/routes.spec.ts', 'visual/routes.spec.ts']
    : ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts', 'a11y/**/*.spec.ts', 'islands/**/*.spec.ts'],
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  // Two workers per core this process may run on (taskset counts): a test spends much of its time waiting on
  // the browser, so a second worker fills the gaps (stories on 2 loaded cores: 2 workers 211 s, 4 workers 180 s);
  // one core with two workers passed the whole gate twice in a row.
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2 * availableParallelism(),
  // No retries: a test passes the first time or it fails, so a flaky test is fixed at its cause, never hidden.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'tests/.report', open: 'never' }],
    ['./tests/support/screenshot-summary-reporter.ts'],
  ],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: screenshotDefaults,
    // Accessibility-tree snapshots (tests/visual/routes.spec.ts, tests/a11y/aria-tree.spec.ts) are text, kept apart from the PNG budget.
    // Deep-equal: an added, lost or renamed node anywhere in the tree fails, as a changed pixel does.
    toMatchAriaSnapshot: { pathTemplate: '{testDir}/__aria__/{testFilePath}/{arg}{ext}', children: 'deep-equal' },
  },
  use: {
    baseURL: deployedUrl ?? SITE_URL,
    browserName: 'chromium',
    // No trace by default: tracing every test cost 15-25% of the suite's time (98 stories: 121-134 s against
    // 103-106 s). To see a failure's actions, DOM, console and network, run it again with
    // `--trace=retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: browser.executablePath,
      env: { ...process.env, ...browser.env },
      args: [...chromiumFlags, '--font-render-hinting=none'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      name: 'site',
      command: `node --import tsx scripts/serve.ts --dir ${siteDir} --port ${sitePort}`,
      url: `${SITE_URL}/`,
      // The inquiry endpoint writes here instead of data/; every test posts from 127.0.0.1, so the
      // per-address limit is raised (tests/unit/inquiry-adapters.test.ts proves the limit itself).
      env: { INQUIRY_DATA_DIR: 'test-results/inquiries', INQUIRY_RATE_LIMIT: '10000' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      name: 'configured',
      // `npm run test:e2e` rebuilds it; a bare `playwright test` builds it only when missing.
      command:
        '(test -d dist-configured || npm run build:configured) && node --import tsx scripts/serve.ts --dir dist-configured --port ' +
        new URL(CONFIGURED_URL).port,
      url: `${CONFIGURED_URL}/`,
      // Its native form posts to its own endpoint (the webhook is for the script): keep those out of data/.
      env: { ...configuredEnv, INQUIRY_DATA_DIR: 'test-results/inquiries-configured', INQUIRY_RATE_LIMIT: '10000' },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      name: 'analytics',
      command:
        '(test -d dist-analytics || npm run build:analytics) && node --import tsx scripts/serve.ts --dir dist-analytics --port ' +
        new URL(ANALYTICS_URL).port,
      url: `${ANALYTICS_URL}/`,
      env: analyticsEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      name: 'stories',
      command: `node --import tsx scripts/serve-static.ts ${storiesDir} ${new URL(STORIES_URL).port}`,
      url: `${STORIES_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ].filter((server) => !deployedUrl && wanted(server.name)),
});
