// `npm start` stopped by its process manager: SIGTERM (or Ctrl-C) stops new
// connections, lets every request in flight get its answer, then exits 0.
// Requests are held in flight by a webhook that answers only when told to.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHeldWebhook, type HeldWebhook } from '../support/held-webhook';
import { sampleInquiry } from '../support/inquiry-payload';
import { startServe, type ServeProcess } from '../support/serve-process';

let dir: string;
let webhook: HeldWebhook;
let serve: ServeProcess;

afterEach(async () => {
  serve.child.kill('SIGKILL');
  await webhook.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['SIGTERM', 'SIGINT'] as const)('on %s', (signal) => {
  it('finishes every request in flight, refuses new ones, then exits 0', { timeout: 60_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'serve-shutdown-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    webhook = await startHeldWebhook();
    serve = await startServe(dir, { env: { INQUIRY_WEBHOOK_URL: webhook.url, INQUIRY_RATE_LIMIT: '1000' } });

    const inFlight = Array.from({ length: 8 }, (_, index) =>
      fetch(`${serve.origin}/api/inquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: serve.origin },
        body: JSON.stringify({ ...sampleInquiry, email: `held.${index}@northwind.example` }),
      }),
    );
    await webhook.arrived(8);

    serve.child.kill(signal);
    await serve.printed(/finishing requests in flight/);
    await expect(fetch(`${serve.origin}/`)).rejects.toThrow();

    webhook.release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(await answer.json()).toEqual({ status: 'success' });
    expect(await serve.exited).toBe(0);
  });
});
