// The local server (`npm start`) against requests that used to stop it: each
// gets an error answer and a log line, and the same process then still serves
// the home page. Runs the real scripts/serve.ts as a child process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleInquiry } from '../support/inquiry-payload';
import { rawExchange } from '../support/serve-process';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>${title}</title></head><body><h1>${title}</h1><script>document.title += '.';</script></body></html>`;

let dir: string;
let server: ChildProcess;
let port: number;
let log = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-hostile-'));
  await writeFile(join(dir, 'index.html'), page('Home'));
  await writeFile(join(dir, '404.html'), page('Not found'));
  await writeFile(join(dir, 'data.txt'), 'x'.repeat(1000));
  // A file where the data folder should be: the store cannot create it.
  await writeFile(join(dir, 'blocked'), '');
  server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', '0', '--request-timeout', '1500'],
    { env: { ...process.env, INQUIRY_DATA_DIR: join(dir, 'blocked', 'data') }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stderr!.on('data', (chunk) => (log += chunk));
  port = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${log}`)));
    server.stdout!.on('data', (chunk) => {
      const match = /:(\d+)\s*$/m.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
  });
}, 30_000);

afterAll(async () => {
  server.kill();
  await rm(dir, { recursive: true, force: true });
});

const raw = (parts: (string | { wait: number })[], options?: { destroyAfter?: boolean; timeoutMs?: number }) =>
  rawExchange(port, parts, options);

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const get = (path: string, headers = '') =>
  raw([`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`]);

const payload = JSON.stringify(sampleInquiry);

describe('the local server under hostile requests', () => {
  it('answers a path that reads as a host and port with an error or a redirect on this site', async () => {
    const answer = await get('//x:99999/');
    expect([301, 400, 404]).toContain(statusOf(answer));
    if (statusOf(answer) === 301) expect(answer).toMatch(/^location: \/x:99999\/\r$/im);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('refuses a backwards range with 416 and survives several ranges', async () => {
    const backwards = await get('/data.txt', 'Range: bytes=100-50\r\n');
    expect(statusOf(backwards)).toBe(416);
    expect(backwards).toMatch(/content-range: bytes \*\/1000/i);
    const several = await get('/data.txt', 'Range: bytes=0-1,5-6\r\n');
    expect([200, 206, 416]).toContain(statusOf(several));
  });

  it('survives an upload aborted mid-body', async () => {
    const answer = await raw(
      [
        'POST /api/inquiry HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
        '{"firstName":"Ada"',
        { wait: 100 },
      ],
      { destroyAfter: true },
    );
    expect(answer).toBe('');
  });

  it('cuts off a body that trickles past the timeout with 408', async () => {
    const answer = await raw([
      'POST /api/inquiry HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
      '{"firstName":',
      { wait: 3500 },
    ]);
    expect(statusOf(answer)).toBe(408);
  }, 10_000);

  it('answers 503 when the data folder cannot be written, naming INQUIRY_WEBHOOK_URL in the log', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/inquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(log).toContain('INQUIRY_WEBHOOK_URL');
  });

  it('answers 304 with nosniff', async () => {
    const first = await fetch(`http://127.0.0.1:${port}/data.txt`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`http://127.0.0.1:${port}/data.txt`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('still serves the home page afterwards', async () => {
    expect(server.exitCode).toBeNull();
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Home</h1>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
  });
});
