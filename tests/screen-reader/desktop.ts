import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrcaLog } from './orca-log';
import { orcaSettings } from './orca-settings';
import { tools } from './tools';

// A desktop of its own for one run: an X display (Xvfb), a D-Bus session bus (the accessibility bus and its
// registry are started on it by D-Bus activation when Orca asks for them), and Orca speaking into its debug log
// through the silent stand-in speech server (orca/silent_speech.py). Nothing is shared with another run.

export type Desktop = {
  /** What Firefox and xdotool need to join this desktop. */
  env: NodeJS.ProcessEnv;
  log: OrcaLog;
  stop: () => Promise<void>;
};

const orcaFiles = join(import.meta.dirname, 'orca');
// Bigger than the Firefox window, so the pointer can rest off the page and hover nothing.
export const screen = { width: 1600, height: 1000 };

/** Starts a process in a group of its own (so it and what it spawns stop together) and reads a first line. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, readyFd?: 1 | 3) {
  const stdio: 'pipe'[] = ['pipe', 'pipe', 'pipe'];
  if (readyFd === 3) stdio.push('pipe');
  const child = spawn(command, args, { env, stdio, detached: true });
  child.stdin!.end();
  // What it printed, for the error when it stops too early.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
  child.stderr!.on('data', keep);
  if (readyFd !== 1) child.stdout!.on('data', keep);
  const firstLine =
    readyFd === undefined
      ? Promise.resolve('')
      : new Promise<string>((resolve, reject) => {
          let text = '';
          child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
          (child.stdio[readyFd] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('\n')) resolve(text.split('\n')[0]!.trim());
          });
        });
  return { child, firstLine, output: () => output };
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

export async function startDesktop(): Promise<Desktop> {
  const home = mkdtempSync(join(tmpdir(), 'screen-reader-'));
  const prefs = join(home, 'orca');
  mkdirSync(prefs);
  writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(orcaSettings, null, 2));
  copyFileSync(join(orcaFiles, 'orca-customizations.py'), join(prefs, 'orca-customizations.py'));
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_RUNTIME_DIR: home,
    LANG: 'C.UTF-8',
  };

  const xvfb = start(
    tools.xvfb,
    ['-displayfd', '3', '-screen', '0', `${screen.width}x${screen.height}x24`, '-nolisten', 'tcp'],
    base,
    3,
  );
  const display = `:${await xvfb.firstLine}`;
  const bus = start(tools.dbusDaemon, ['--session', '--nofork', '--print-address=1'], base, 1);
  const env: NodeJS.ProcessEnv = { ...base, DISPLAY: display, DBUS_SESSION_BUS_ADDRESS: await bus.firstLine };

  const log = new OrcaLog(join(home, 'orca-debug.log'));
  // The stand-in speech server is found on PYTHONPATH by the module name the settings give.
  const orca = start(tools.orca, ['-u', prefs, '--debug-file', log.path], {
    ...env,
    PYTHONPATH: orcaFiles,
    PYTHONDONTWRITEBYTECODE: '1',
  });
  const orcaExit = once(orca.child, 'exit').then(([code]) => {
    throw new Error(`Orca exited with ${code} while starting: ${orca.output()}`);
  });
  await Promise.race([
    log.waitFor((entry) => entry.startsWith('ORCA: Startup complete'), 0, 'Orca starting', 60_000),
    orcaExit,
  ]);
  orcaExit.catch(() => {});

  return {
    env,
    log,
    async stop() {
      await stopGroup(orca.child);
      await stopGroup(bus.child);
      await stopGroup(xvfb.child);
      if (!process.env.SCREEN_READER_KEEP) rmSync(home, { recursive: true, force: true });
    },
  };
}
