import { chromium, type FullConfig } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';

// Baselines are only comparable when taken by the same Chromium build. A
// mismatch is reported once, here, instead of as a hundred pixel diffs.
const versionFile = 'tests/__screenshots__/chromium-version.txt';

export default async function globalSetup(config: FullConfig) {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  const version = browser.version();
  await browser.close();

  const updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
  if (updating || !existsSync(versionFile)) {
    mkdirSync('tests/__screenshots__', { recursive: true });
    writeFileSync(versionFile, `${version}\n`);
    return;
  }
  const recorded = readFileSync(versionFile, 'utf8').trim();
  if (recorded !== version) {
    throw new Error(
      `Screenshot baselines were taken with Chromium ${recorded}, but this machine runs Chromium ${version}.\n` +
        'Pixels differ between Chromium builds. Review the change, then refresh the baselines with `npm run test:update` ' +
        'and commit them, saying which Chromium they now match.',
    );
  }
}
