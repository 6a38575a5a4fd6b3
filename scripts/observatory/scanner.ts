// MDN's HTTP Observatory scanner (@mdn/mdn-http-observatory), run against a local address.
// It is not a devDependency: a dependency of it (node_extra_ca_certs_mozilla_bundle) and the package itself
// download CA and HSTS-preload lists from outside npm in their install scripts, which would break `npm ci` on a
// machine that only reaches the npm registry. So the pinned version is installed here with scripts off, on first use.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { quietToolEnv } from '../hosts/quiet-env.ts';

/** Pinned: the grades the host checks assert are this release's. */
export const SCANNER_VERSION = '1.4.8';
const scannerHome = resolve('node_modules/.cache/mdn-http-observatory');
const packageDir = join(scannerHome, 'node_modules/@mdn/mdn-http-observatory');

const installedVersion = () => {
  const manifest = join(packageDir, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
};

/** Installs the pinned scanner unless it is there; idempotent, so every run may call it. */
export function ensureScanner() {
  if (installedVersion() !== SCANNER_VERSION) {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        scannerHome,
        '--ignore-scripts',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `@mdn/mdn-http-observatory@${SCANNER_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  // The skipped install script would have written Chromium's HSTS preload list here. A local address is on no
  // preload list, so an empty one gives the verdict the full list would: HSTS is judged from the header alone.
  const preload = join(packageDir, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

export type ObservatoryResult = {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number; statusCode: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

/**
 * Scans `host` (`127.0.0.1:PORT`, one port answering both HTTP and HTTPS: the scanner of this version adds no port
 * of its own) with `caFile` trusted, as a browser would trust the real site's certificate: the HSTS and redirection
 * tests only count over a verified connection. The scanner's own CLI wrapper overwrites NODE_EXTRA_CA_CERTS with
 * Mozilla's bundle, so its scan script is run directly. Asynchronous: the server it scans may run in this process.
 */
export async function scan(host: string, caFile: string): Promise<ObservatoryResult> {
  const { stdout: output } = await promisify(execFile)(process.execPath, [join(packageDir, 'src/scan.js'), host], {
    env: quietToolEnv({ NODE_EXTRA_CA_CERTS: caFile }),
    encoding: 'utf8',
  });
  const result = JSON.parse(output) as ObservatoryResult | { error: string };
  if ('error' in result) throw new Error(`HTTP Observatory could not scan ${host}: ${result.error}`);
  return result;
}

/** One line per test that lost points or failed, for a readable failure message. */
export const lostPoints = (result: ObservatoryResult) =>
  Object.entries(result.tests)
    .filter(([, test]) => !test.pass || test.scoreModifier < 0)
    .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
