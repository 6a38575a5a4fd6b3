import { WEBHOOK_TIMEOUT_MS } from './limits';

/** Keeps one inquiry (a JSON line) somewhere the owner reads; rejects when it cannot. */
export type InquiryStore = (line: string) => Promise<void>;

export class WebhookFailed extends Error {}

/** POSTs the payload as it came to the webhook; any answer outside 2xx, a network error or the timeout fails. */
export async function forwardToWebhook(
  url: string,
  body: string,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, fetch: fetchImpl = globalThis.fetch } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
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
