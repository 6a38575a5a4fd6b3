// `npm ci` on a Mac, on Windows and on Linux (arm64 and x64) installs only what that machine can run, and no
// Node of its own: every npm script runs on the developer's Node (24, package.json's engines), not on a binary the
// lockfile brought. What npm would install is npm's own answer: `npm ci --dry-run --os --cpu` resolves
// package-lock.json for that platform in a scratch copy of the manifests, offline and with an empty cache.
import { execFile } from 'node:child_process';
import { copyFileSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  resolved?: string;
  bin?: Record<string, string>;
  os?: string | string[];
  cpu?: string | string[];
  link?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces?: string[] };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** Lockfile entries by `name@version`, the way `npm ci --dry-run` names what it would add. */
const entries = new Map<string, LockEntry>();
for (const [path, entry] of Object.entries(lock.packages)) {
  const at = path.lastIndexOf('node_modules/');
  if (at === -1) continue;
  // npm names a package by its folder (an alias such as wrap-ansi-cjs too); a workspace's folder links to its own.
  const installed = entry.link ? lock.packages[entry.resolved!]! : entry;
  entries.set(`${path.slice(at + 'node_modules/'.length)}@${installed.version}`, installed);
}

/** Whether a package's `os` or `cpu` field lets it on a machine whose value is `value` (npm's rule, `!` negates). */
function allows(field: string | string[] | undefined, value: string) {
  const list = typeof field === 'string' ? [field] : (field ?? []);
  if (list.includes(`!${value}`)) return false;
  const wanted = list.filter((item) => !item.startsWith('!'));
  return wanted.length === 0 || wanted.includes(value);
}

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'install-platforms-'));
  // The install's inputs: the manifests, the lockfile and npm's settings (engine-strict); no sources are needed.
  const workspaces = globSync((manifest.workspaces ?? []).map((folder) => `${folder}/package.json`));
  const files = ['package.json', 'package-lock.json', '.npmrc', ...workspaces];
  for (const file of files) {
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    copyFileSync(file, join(scratch, file));
  }
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The packages `npm ci` would install on `os`/`cpu`, as lockfile entries. */
async function wouldInstall(os: string, cpu: string) {
  const cache = `--cache=${join(scratch, '.npm-cache')}`;
  // `--legacy-peer-deps`: without it npm fetches react's registry record to word a peer warning (Ladle's
  // react-inspector), which an empty offline cache cannot give; the packages it adds are the same (compared on all
  // four platforms against a full cache).
  const flags = ['--offline', cache, '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'];
  const { stdout } = await promisify(execFile)(
    'npm',
    ['ci', '--dry-run', `--os=${os}`, `--cpu=${cpu}`, ...flags, '--loglevel=error'],
    { cwd: scratch, shell: process.platform === 'win32' },
  );
  const added = [...stdout.matchAll(/^add (\S+) (\S+)$/gm)].map(([, name, version]) => `${name}@${version}`);
  // The whole install was read (npm's `add <name> <version>` lines), not an error or a changed format.
  expect(added.length).toBeGreaterThan(1000);
  return added.map((id) => {
    const entry = entries.get(id);
    if (!entry) throw new Error(`npm would add ${id}, which package-lock.json does not list`);
    return { id, ...entry };
  });
}

describe('npm ci beyond Linux x64', () => {
  it.each([
    ['darwin', 'arm64'],
    ['linux', 'arm64'],
    ['win32', 'x64'],
    ['linux', 'x64'],
  ])(
    'on %s %s links no Node binary and installs nothing the machine cannot run',
    async (os, cpu) => {
      const packages = await wouldInstall(os, cpu);
      expect.soft(packages.filter((entry) => entry.bin?.node).map((entry) => entry.id)).toEqual([]);
      expect
        .soft(packages.filter((entry) => !allows(entry.os, os) || !allows(entry.cpu, cpu)).map((entry) => entry.id))
        .toEqual([]);
      // Canary: npm picks the platform's own esbuild, so it resolved for that platform, not for this machine.
      expect(packages.map((entry) => entry.id)).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^@esbuild/${os}-${cpu}@`))]),
      );
    },
    60_000,
  );
});
