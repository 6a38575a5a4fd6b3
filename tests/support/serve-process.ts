// The real `scripts/serve.ts` as a child process on a free port, for tests
// that need the deployed server rather than the app in-process: raw sockets,
// signals, a kill mid-write.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export interface ServeProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything the server wrote to stderr so far. */
  log: () => string;
  /** Resolves once the server has written a line matching `pattern` to stdout. */
  printed: (pattern: RegExp) => Promise<void>;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

export async function startServe(
  dir: string,
  { env = {}, args = [] }: { env?: Record<string, string>; args?: string[] } = {},
): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let out = '';
  child.stderr!.on('data', (chunk) => (log += chunk));
  child.stdout!.on('data', (chunk) => (out += chunk));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!pattern.test(out)) return;
        child.stdout!.off('data', check);
        resolve();
      };
      child.stdout!.on('data', check);
      check();
    });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${log}`)));
    child.stdout!.on('data', (chunk) => {
      const match = /:(\d+)\s*$/m.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, port, origin: `http://127.0.0.1:${port}`, log: () => log, printed, exited };
}

/**
 * Writes raw bytes on a socket (a `{ wait }` part pauses between writes) and resolves with everything the server
 * sent before closing, or before the timeout. No client-side URL clean-up: the request goes as written.
 */
export function rawExchange(
  port: number,
  parts: (string | { wait: number })[],
  { destroyAfter = false, timeoutMs = 5000 } = {},
): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('connect', async () => {
      for (const part of parts) {
        if (typeof part === 'string') socket.write(part);
        else await new Promise((done) => setTimeout(done, part.wait));
      }
      if (destroyAfter) socket.destroy();
    });
  });
}

/** Sends one request as written and resolves with the raw answer. */
export const rawRequest = (port: number, head: string, timeoutMs = 5000) => rawExchange(port, [head], { timeoutMs });

export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
export const locationOf = (answer: string) => /^location: (.*)$/im.exec(answer)?.[1]?.trim();

/** A GET sent byte for byte: `//evil.example/` stays `//evil.example/` on the wire. */
export const rawGet = (port: number, target: string) =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
