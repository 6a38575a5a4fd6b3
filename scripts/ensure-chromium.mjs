// Browser tests drive the machine's Chromium; Playwright never downloads one.
// Finds it, installs Debian's package when running as root with apt, or stops
// with the exact command to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));

if (found) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const command = 'apt-get update && apt-get install -y chromium';

if (isRoot && hasApt) {
  console.log(`No Chromium found; installing Debian's package: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}

console.error(
  `No Chromium found at ${candidates.join(' or ')}.\n` +
    `Install it with:  sudo ${command}\n` +
    'or point CHROMIUM_PATH at an existing Chromium binary, then run the tests again.',
);
process.exit(1);
