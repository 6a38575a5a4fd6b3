// Runs Sanity's CLI for the studio in cms/ (`npm run studio`, `studio:build`,
// `studio:deploy`, `test:studio`): installs cms/ from its own lockfile when its
// node_modules is missing or older than the lockfile, on the project's Node (24;
// `sanity` 6 needs 22.12+). Nothing reports usage or checks for updates.
// Usage: node --import tsx scripts/studio.ts <sanity command and arguments>
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** cms/, or a copy of it beside cms/ (STUDIO_DIR: the test that proves a broken schema fails). */
const studioDir = resolve(root, process.env.STUDIO_DIR ?? 'cms');

/** The environment of every studio command: its Node first on PATH (npm and Sanity's workers call `node`). */
function studioEnv(node: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
    // Sanity's CLI: no telemetry, no update check (both honour these); npm: no update notice.
    DO_NOT_TRACK: '1',
    NO_UPDATE_NOTIFIER: '1',
    npm_config_update_notifier: 'false',
    ...extra,
  };
}

/** cms/ is installed from cms/package-lock.json unless its node_modules is at least as new as that lockfile. */
function installed(): boolean {
  const marker = join(studioDir, 'node_modules', '.package-lock.json');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(studioDir, 'package-lock.json')).mtimeMs;
}

function run(command: string, args: string[], options: SpawnSyncOptions): number {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

async function ensureStudioInstalled(node: string) {
  if (installed()) return;
  console.log('[studio] Installing cms/ from cms/package-lock.json (npm ci)');
  const status = run('npm', ['ci', '--prefix', studioDir, '--no-audit', '--no-fund'], { env: studioEnv(node) });
  if (status !== 0) throw new Error(`npm ci --prefix cms failed (exit ${status})`);
}

/** Installs cms/ from its lockfile now, unless it is installed (`npm run test:setup`). */
export async function installStudio() {
  await ensureStudioInstalled(process.execPath);
}

/** The mode whose .env files apply, as the site's `vite` and `vite build` pick it. */
const modeOf = (command: string | undefined) => (command === 'dev' ? 'development' : 'production');

/** Runs `sanity <args>` in cms/ and returns its exit status. */
export async function runSanity(args: string[]): Promise<number> {
  const node = process.execPath;
  await ensureStudioInstalled(node);
  const mode = process.env.SANITY_ACTIVE_ENV ?? modeOf(args[0]);
  const { siteContentService } = (await import(
    join(studioDir, 'site-settings.ts')
  )) as typeof import('../cms/site-settings.ts');
  if (siteContentService(mode).projectId === '') {
    console.error(
      '[studio] VITE_SANITY_PROJECT_ID is empty: set it in .env (see .env.example) to the project id shown at ' +
        'sanity.io/manage, the same setting the site reads.',
    );
    return 1;
  }
  const sanity = join(studioDir, 'node_modules', 'sanity', 'bin', 'sanity');
  return run(node, [sanity, ...args], { cwd: studioDir, env: studioEnv(node, { SANITY_ACTIVE_ENV: mode }) });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runSanity(process.argv.slice(2));
}
