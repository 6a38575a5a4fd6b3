import { chromium, type FullConfig } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { decideScreenshotGate, OLDEST_SUPPORTED_MAJOR } from './browser-gate';

// Baselines are comparable only within one Chromium build: the one pinned by
// package-lock.json. Its version is recorded beside them. Any other Chromium
// (CHROMIUM_PATH, or the one found where the pinned one cannot run: scripts/test-browser.ts) still runs every
// functional, keyboard, motion, forced-colours and axe check; only the pixel comparisons are skipped.
const versionFile = 'tests/__screenshots__/chromium-version.txt';

export default async function globalSetup(config: FullConfig) {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  const version = browser.version();
  await browser.close();
  const pinned = process.env.PW_BROWSER_PINNED === 'true';
  const source = process.env.PW_BROWSER_SOURCE ?? 'another Chromium';

  const major = Number(version.split('.')[0]);
  if (major < OLDEST_SUPPORTED_MAJOR) {
    throw new Error(
      `Chromium ${version} is older than ${OLDEST_SUPPORTED_MAJOR}; the suites need ${OLDEST_SUPPORTED_MAJOR} or later.`,
    );
  }

  const updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
  if (updating) {
    if (!pinned) {
      throw new Error(
        `Baselines are recorded with the pinned Chromium only; this run uses Chromium ${version}, ${source}.`,
      );
    }
    mkdirSync('tests/__screenshots__', { recursive: true });
    writeFileSync(versionFile, `${version}\n`);
  }
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : undefined;
  const deployed = process.env.PW_DEPLOYED_URL;
  const gate = deployed
    ? ({ mode: 'skip', reason: `a deployment (${deployed}): pixels are compared on the pinned local build` } as const)
    : decideScreenshotGate({ version, recorded, pinned, source });
  process.env.PW_SCREENSHOT_GATE = JSON.stringify(gate);
  console.log(
    `Chromium ${version} (${source}): screenshots ${gate.mode === 'compare' ? 'compared' : gate.mode === 'skip' ? 'not compared' : 'stale'}`,
  );
}
