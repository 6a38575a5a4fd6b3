// Which Chromium the suites drive. The pinned one (scripts/pinned-chromium.ts) is the only one the screenshot
// baselines are compared in, and it is a Linux x64 build. CHROMIUM_PATH names another; on a machine the pinned one
// cannot run on (a Mac, Windows, Linux on ARM) the first Chromium found below is used. Either way every check runs
// but the pixel comparisons, which the run names as skipped (tests/support/global-setup.ts).
//
// `node --import tsx scripts/test-browser.ts` unpacks the pinned one (if it is the one) and says which it is.
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { pinnedChromium, pinnedChromiumRuns, type TestBrowser } from './pinned-chromium.ts';

export interface ChosenBrowser extends TestBrowser {
  /** Whether it is the pinned Chromium, in which the baselines are recorded and compared. */
  pinned: boolean;
  /** Which browser it is and why it was chosen, for the run's log and the skipped comparisons' reason. */
  source: string;
}

/** Chromiums a machine may have: Playwright's own (`npx playwright install chromium`), then Chrome or Chromium. */
function installedChromiums(os: NodeJS.Platform): { name: string; path: string }[] {
  const windowsChrome = [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA]
    .filter((dir) => dir !== undefined)
    .map((dir) => ['Google Chrome', join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe')] as const);
  const system: Partial<Record<NodeJS.Platform, (readonly [string, string])[]>> = {
    darwin: [
      ['Google Chrome', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
      ['Chromium', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
    ],
    win32: windowsChrome,
    linux: [
      ['Chromium', '/usr/bin/chromium'],
      ['Chromium', '/usr/bin/chromium-browser'],
      ['Google Chrome', '/usr/bin/google-chrome'],
    ],
  };
  return [
    { name: "Playwright's Chromium", path: chromium.executablePath() },
    ...(system[os] ?? []).map(([name, path]) => ({ name, path })),
  ];
}

/** A machine as the choice sees it; a test gives another than this one. */
export interface Machine {
  platform: NodeJS.Platform;
  arch: string;
  exists: (path: string) => boolean;
}

export function testBrowser(
  machine: Machine = { platform: platform(), arch: arch(), exists: existsSync },
): ChosenBrowser {
  const named = process.env.CHROMIUM_PATH;
  if (named) return { executablePath: named, env: {}, pinned: false, source: `CHROMIUM_PATH=${named}` };
  if (pinnedChromiumRuns(machine)) return { ...pinnedChromium(), pinned: true, source: 'the pinned Chromium' };
  const here = `${machine.platform} ${machine.arch}`;
  const found = installedChromiums(machine.platform).find(({ path }) => machine.exists(path));
  if (!found) {
    throw new Error(
      `No Chromium to test in: the pinned one is a Linux x64 build and this machine is ${here}. ` +
        'Run `npx playwright install chromium`, install Google Chrome, or set CHROMIUM_PATH to a Chromium.',
    );
  }
  return {
    executablePath: found.path,
    env: {},
    pinned: false,
    source: `${found.name} (the pinned Chromium is a Linux x64 build; this machine is ${here})`,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { executablePath, pinned, source } = testBrowser();
  console.log(`Test browser: ${source}, ${executablePath}`);
  if (!pinned) console.log('Screenshots are not compared in it: every other check runs.');
}
