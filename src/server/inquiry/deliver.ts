import { WEBHOOK_TIMEOUT_MS } from './limits';

/**
 * Keeps one inquiry (a JSON line) somewhere the owner reads, durably before it
 * resolves; rejects when it cannot. 'repeat' when the key was stored before.
 */
export type InquiryStore = (line: string, idempotencyKey?: string) => Promise<'stored' | 'repeat'>;

export class WebhookFailed extends Error {}

/**
 * POSTs the payload as it came to the webhook; any answer outside 2xx, a network error or the timeout fails.
 * The submission's key goes along as `Idempotency-Key`, so a webhook that got a message whose answer timed
 * out can drop the visitor's retry.
 */
export async function forwardToWebhook(
  url: string,
  body: string,
  {
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    fetch: fetchImpl = globalThis.fetch,
    idempotencyKey,
  }: { timeoutMs?: number; fetch?: typeof fetch; idempotencyKey?: string | undefined } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new WebhookFailed(timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${String(error)})`, {
      cause: error,
    });
  }
  // Drain the answer so the connection is released; its content does not matter.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new WebhookFailed(`answered HTTP ${response.status}`);
}
