import { existsSync } from 'node:fs';

// What the screen-reader suite needs from Debian (scripts/install-screen-reader.sh installs it), and the first thing
// missing, so a machine without Orca skips the suite by name instead of passing silently.

export const tools = {
  orca: '/usr/bin/orca',
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  xvfb: '/usr/bin/Xvfb',
  xdotool: '/usr/bin/xdotool',
  dbusDaemon: '/usr/bin/dbus-daemon',
  atSpiBusLauncher: '/usr/libexec/at-spi-bus-launcher',
};

const packages: Record<keyof typeof tools, string> = {
  orca: 'orca',
  firefox: 'firefox-esr',
  xvfb: 'xvfb',
  xdotool: 'xdotool',
  dbusDaemon: 'dbus',
  atSpiBusLauncher: 'at-spi2-core',
};

/** Undefined when everything is installed, else why the suite is skipped. */
export function missingTool(): string | undefined {
  const missing = (Object.keys(tools) as (keyof typeof tools)[]).find((tool) => !existsSync(tools[tool]));
  return missing && `${packages[missing]} not installed (${tools[missing]} is missing)`;
}
