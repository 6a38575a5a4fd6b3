import { existsSync, readdirSync } from 'node:fs';

// Which of the non-Chromium engines this machine has (Debian packages, see scripts/install-engines.sh),
// and why an engine is left out, so the suite names every skip instead of passing silently.

export type EngineName = 'firefox' | 'webkit';
export const engineNames: EngineName[] = ['firefox', 'webkit'];

export type Engine =
  | { name: EngineName; found: true; binary: string; driver?: string }
  | { name: EngineName; found: false; reason: string };

/** `ENGINES=firefox` (comma-separated) runs only the engines named; unset runs every one found. */
function selected(name: EngineName): boolean {
  const wanted = process.env.ENGINES?.split(',').map((entry) => entry.trim());
  return !wanted || wanted.includes(name);
}

const firstExisting = (paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path));

function findFirefox(): Engine {
  const binary = firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);
  if (!binary)
    return { name: 'firefox', found: false, reason: 'firefox-esr is not installed (Debian package firefox-esr)' };
  return { name: 'firefox', found: true, binary };
}

function findWebKit(): Engine {
  const driver = firstExisting([process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver']);
  if (!driver)
    return {
      name: 'webkit',
      found: false,
      reason: 'WebKitWebDriver is not installed (Debian package webkit2gtk-driver)',
    };
  // Debian installs it under the architecture's library folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/.
  const libraries = readdirSync('/usr/lib').flatMap((folder) =>
    ['webkit2gtk-4.1', 'webkit2gtk-4.0'].map((version) => `/usr/lib/${folder}/${version}/MiniBrowser`),
  );
  const binary = firstExisting([process.env.WEBKIT_BROWSER_PATH, ...libraries]);
  if (!binary)
    return { name: 'webkit', found: false, reason: 'MiniBrowser is missing (Debian package libwebkit2gtk-4.1-0)' };
  if (!process.env.DISPLAY && !existsSync('/usr/bin/Xvfb'))
    return { name: 'webkit', found: false, reason: 'no display and no Xvfb (Debian package xvfb)' };
  return { name: 'webkit', found: true, binary, driver };
}

export function findEngine(name: EngineName): Engine {
  if (!selected(name)) return { name, found: false, reason: `not selected (ENGINES=${process.env.ENGINES})` };
  return name === 'firefox' ? findFirefox() : findWebKit();
}

/** One line per engine for the run's log: what runs and what is skipped, with the reason. */
export function describeEngines(): string {
  return engineNames
    .map((name) => {
      const engine = findEngine(name);
      return engine.found ? `${name}: ${engine.binary}` : `${name}: SKIPPED, ${engine.reason}`;
    })
    .join('\n');
}
