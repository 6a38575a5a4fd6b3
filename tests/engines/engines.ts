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

/** A path named in the environment wins, and is an error when it is wrong rather than quietly replaced. */
function fromEnvironment(variable: string): { path: string } | { missing: string } | undefined {
  const path = process.env[variable];
  if (!path) return undefined;
  return existsSync(path) ? { path } : { missing: `${variable}=${path} does not exist` };
}

function findFirefox(): Engine {
  const named = fromEnvironment('FIREFOX_PATH');
  if (named && 'missing' in named) return { name: 'firefox', found: false, reason: named.missing };
  const binary = named?.path ?? firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox']);
  if (!binary)
    return { name: 'firefox', found: false, reason: 'firefox-esr is not installed (Debian package firefox-esr)' };
  return { name: 'firefox', found: true, binary };
}

function findWebKit(): Engine {
  const namedDriver = fromEnvironment('WEBKIT_DRIVER_PATH');
  if (namedDriver && 'missing' in namedDriver) return { name: 'webkit', found: false, reason: namedDriver.missing };
  const driver = namedDriver?.path ?? firstExisting(['/usr/bin/WebKitWebDriver']);
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
  const namedBrowser = fromEnvironment('WEBKIT_BROWSER_PATH');
  if (namedBrowser && 'missing' in namedBrowser) return { name: 'webkit', found: false, reason: namedBrowser.missing };
  const binary = namedBrowser?.path ?? firstExisting(libraries);
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
