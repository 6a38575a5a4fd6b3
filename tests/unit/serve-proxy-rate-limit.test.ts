// `npm start` behind the TLS proxy of the README's Node deploy: every request
// arrives from 127.0.0.1. With TRUST_PROXY set, each visitor has a budget of
// their own; without it, the header is not believed and they share the socket's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHeldWebhook, type HeldWebhook } from '../support/held-webhook';
import { sampleInquiry } from '../support/inquiry-payload';
import { startServe, type ServeProcess } from '../support/serve-process';

let dir: string;
let webhook: HeldWebhook;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-proxy-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  webhook = await startHeldWebhook();
  webhook.release();
});

afterAll(async () => {
  for (const serve of servers) serve.child.kill();
  await webhook.close();
  await rm(dir, { recursive: true, force: true });
});

const start = async (env: Record<string, string>) => {
  const serve = await startServe(dir, { env: { INQUIRY_WEBHOOK_URL: webhook.url, INQUIRY_RATE_LIMIT: '2', ...env } });
  servers.push(serve);
  return serve;
};

const postAs = async (origin: string, forwardedFor: string) =>
  (
    await fetch(`${origin}/api/inquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify(sampleInquiry),
    })
  ).status;

describe('the rate limit behind a proxy', () => {
  it(
    'with TRUST_PROXY, gives each visitor their own budget and ignores spoofed hops',
    { timeout: 60_000 },
    async () => {
      const { origin } = await start({ TRUST_PROXY: 'true' });
      expect([await postAs(origin, '203.0.113.9'), await postAs(origin, '203.0.113.9')]).toEqual([200, 200]);
      expect(await postAs(origin, '203.0.113.9')).toBe(429);
      // What the client wrote to the left of the proxy's own hop changes nothing.
      expect(await postAs(origin, '198.51.100.77, 203.0.113.9')).toBe(429);
      expect(await postAs(origin, '198.51.100.7')).toBe(200);
    },
  );

  it(
    'without TRUST_PROXY, believes no header (canary: the budget above was per visitor)',
    { timeout: 60_000 },
    async () => {
      const { origin } = await start({});
      expect([await postAs(origin, '203.0.113.1'), await postAs(origin, '203.0.113.2')]).toEqual([200, 200]);
      expect(await postAs(origin, '203.0.113.3')).toBe(429);
    },
  );
});
