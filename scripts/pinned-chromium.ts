// The browser the screenshot baselines are recorded with: the headless
// Chromium that ships, brotli-compressed, inside the @sparticuz/chromium npm
// package, so package-lock.json pins it to the byte and installing needs no
// download and no system package. The package's own JavaScript wants Node 22;
// we only use its files: they are unpacked once into node_modules/.cache.
//
// `node --import tsx scripts/pinned-chromium.ts` unpacks it (if needed) and prints where.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Its package exports only the Node 22 JavaScript, so the files are found by path.
const packageDir = join(root, 'node_modules', '@sparticuz', 'chromium');
const packageVersion = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
  .version;
const cacheDir = join(root, 'node_modules', '.cache', 'pinned-chromium', packageVersion);
const binary = join(cacheDir, 'chromium');
const fontsDir = join(cacheDir, 'fonts');
const fontConfig = join(cacheDir, 'fonts.conf');

/** Brotli-decompresses one of the package's archives, and untars it when it is one. */
function unpack(archive: string, into: string) {
  const bytes = brotliDecompressSync(readFileSync(join(packageDir, 'bin', archive)));
  if (!archive.endsWith('.tar.br')) {
    writeFileSync(into, bytes);
    return;
  }
  const tarFile = `${into}.tar`;
  writeFileSync(tarFile, bytes);
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xf', tarFile, '-C', into]);
  rmSync(tarFile);
}

function extract() {
  // Unpacked beside the final folder and renamed into place, so a run that is
  // interrupted, or two that start at once, never leave half a browser.
  const staging = `${cacheDir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  unpack('chromium.br', join(staging, 'chromium'));
  chmodSync(join(staging, 'chromium'), 0o755);
  // NSS/NSPR libraries (Debian's are not needed) and the software GL that
  // Chromium looks for next to its own binary.
  unpack('al2023.tar.br', join(staging, 'al2023'));
  unpack('swiftshader.tar.br', staging);
  unpack('fonts.tar.br', join(staging, 'fonts-package'));
  renameSync(join(staging, 'fonts-package', 'fonts'), join(staging, 'fonts'));
  rmSync(join(staging, 'fonts-package'), { recursive: true });
  // Only the bundled fonts: the machine's own fonts must never reach a baseline.
  writeFileSync(
    join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${fontsDir}</dir>\n  <cachedir>${join(cacheDir, 'fontconfig-cache')}</cachedir>\n</fontconfig>\n`,
  );
  if (existsSync(cacheDir)) {
    rmSync(staging, { recursive: true, force: true });
    return;
  }
  renameSync(staging, cacheDir);
}

/**
 * Flags every launch of a test browser uses, whichever browser it is: no sandbox or GPU on these
 * machines, and nothing that reaches for the network (QUIC, updates, sync) beside the pages under test.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The pinned browser, unpacked on first use: its executable, the environment
 * it needs (bundled NSS libraries, bundled fonts only) and the package version.
 */
export interface TestBrowser {
  executablePath: string;
  /** Variables the browser process needs on top of the caller's environment. */
  env: Record<string, string>;
}

/** Whether a machine can run the pinned browser: the package holds a Linux x64 build only. */
export const pinnedChromiumRuns = (
  machine: { platform: string; arch: string } = { platform: platform(), arch: arch() },
) => machine.platform === 'linux' && machine.arch === 'x64';

export function pinnedChromium(): TestBrowser & { packageVersion: string } {
  if (!pinnedChromiumRuns()) {
    throw new Error(
      `The pinned Chromium is a Linux x64 build; this machine is ${platform()} ${arch()}. Baselines are recorded ` +
        'on Linux x64; elsewhere the suites run in another Chromium without comparing them (scripts/test-browser.ts).',
    );
  }
  if (!existsSync(binary)) extract();
  return {
    executablePath: binary,
    packageVersion,
    env: {
      LD_LIBRARY_PATH: [join(cacheDir, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: fontConfig,
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { executablePath, packageVersion: version } = pinnedChromium();
  console.log(`Pinned Chromium (@sparticuz/chromium ${version}): ${executablePath}`);
}
