// `npm run test:setup`: what the suites would otherwise fetch or unpack on first use, done up front (`.ci/run` runs
// it after `npm ci`, so the suites' time is their own): the pinned Chromium unpacked, the studio in cms/ installed
// from its own lockfile, and the pinned HTTP Observatory scanner. Each step does nothing when its work
// is there, and each suite still runs its own step, so `npm ci && npm test` needs none of this.
import { ensureScanner } from './observatory/scanner.ts';
import { pinnedChromium, pinnedChromiumRuns } from './pinned-chromium.ts';
import { installStudio } from './studio.ts';

if (pinnedChromiumRuns()) console.log(`[test:setup] pinned Chromium: ${pinnedChromium().executablePath}`);
else console.log('[test:setup] pinned Chromium: not unpacked, it is a Linux x64 build (scripts/test-browser.ts)');
await installStudio();
console.log('[test:setup] studio installed in cms/');
ensureScanner();
console.log('[test:setup] HTTP Observatory scanner installed');
