// A webhook that took the message but whose answer timed out: the visitor is
// told it failed and sends again. Both deliveries carry the same
// Idempotency-Key, so the webhook can drop the second; once one attempt is
// accepted, further repeats never reach the webhook.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleInquiry, type InquiryEndpointOptions } from '@/server/inquiry/handler';
import { createIdempotencyLedger } from '@/server/inquiry/idempotency';
import { createRateLimiter } from '@/server/inquiry/rate-limit';
import { startHeldWebhook, type HeldWebhook } from '../support/held-webhook';
import { sampleInquiry } from '../support/inquiry-payload';

let webhook: HeldWebhook;
beforeEach(async () => {
  webhook = await startHeldWebhook();
});
afterEach(() => webhook.close());

const post = (body: unknown) =>
  new Request('http://127.0.0.1/api/inquiry', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });

/** A fetch whose wait for the answer runs out (as AbortSignal.timeout would) once the webhook holds the message. */
const timingOutOnceDelivered: typeof fetch = (input, init) => {
  const controller = new AbortController();
  const count = webhook.received.length + 1;
  void webhook.arrived(count).then(() => controller.abort(new DOMException('no answer', 'TimeoutError')));
  return fetch(input, { ...init, signal: controller.signal });
};

describe('a retry after a webhook timeout', () => {
  it('reaches the webhook with the same Idempotency-Key, and never a third time', async () => {
    const idempotencyKey = crypto.randomUUID();
    const base: Omit<InquiryEndpointOptions, 'fetch'> = {
      webhookUrl: webhook.url,
      rateLimiter: createRateLimiter(),
      idempotency: createIdempotencyLedger(),
      log: () => undefined,
    };

    const timedOut = await handleInquiry(post({ ...sampleInquiry, idempotencyKey }), {
      ...base,
      fetch: timingOutOnceDelivered,
    });
    expect(timedOut.status).toBe(502);
    expect(webhook.received).toHaveLength(1);

    webhook.release();
    const retry = await handleInquiry(post({ ...sampleInquiry, idempotencyKey }), base);
    expect(retry.status).toBe(200);
    const again = await handleInquiry(post({ ...sampleInquiry, idempotencyKey }), base);
    expect(again.status).toBe(200);

    expect(webhook.received.map((delivery) => delivery.idempotencyKey)).toEqual([idempotencyKey, idempotencyKey]);
    for (const delivery of webhook.received) expect(JSON.parse(delivery.body)).toEqual(sampleInquiry);
  });

  it('two copies sent at once are delivered once (the second waits for the first)', async () => {
    const idempotencyKey = crypto.randomUUID();
    const options: InquiryEndpointOptions = {
      webhookUrl: webhook.url,
      rateLimiter: createRateLimiter(),
      idempotency: createIdempotencyLedger(),
    };
    const both = Promise.all([
      handleInquiry(post({ ...sampleInquiry, idempotencyKey }), options),
      handleInquiry(post({ ...sampleInquiry, idempotencyKey }), options),
    ]);
    await webhook.arrived(1);
    webhook.release();
    expect((await both).map((answer) => answer.status)).toEqual([200, 200]);
    expect(webhook.received).toHaveLength(1);
  });
});
