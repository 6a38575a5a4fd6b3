import { site } from '@/config/site';
import { InquiryError } from './errors';
import type { InquiryPayload } from './schema';

/** The specification's HTTP timeout: 120 s. */
export const INQUIRY_TIMEOUT_MS = 120_000;

export interface SubmitInquiryOptions {
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** One per draft, the same on every retry of it, so our endpoint and its webhook can drop a repeat. */
  idempotencyKey?: string | undefined;
}

/** Our own endpoint (a path on this site) takes the key in the body; an outside webhook gets exactly the payload. */
const isOwnEndpoint = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * POSTs the payload as JSON and resolves only when the answer is JSON with
 * `status: 'success'`; every other outcome throws an InquiryError.
 */
export async function submitInquiry(payload: InquiryPayload, options: SubmitInquiryOptions = {}): Promise<void> {
  const {
    url = site.inquiryWebhookUrl,
    timeoutMs = INQUIRY_TIMEOUT_MS,
    fetch: fetchImpl = globalThis.fetch,
    idempotencyKey,
  } = options;
  const sent = idempotencyKey && isOwnEndpoint(url) ? { ...payload, idempotencyKey } : payload;

  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(sent),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new InquiryError('timeout', `No answer from the inquiry service within ${timeoutMs} ms`, { cause: error });
    }
    throw new InquiryError('network', 'The inquiry service could not be reached', { cause: error });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const kind = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'invalid-response';
    throw new InquiryError(kind, `The inquiry service answered HTTP ${response.status} without JSON`, {
      cause: error,
      httpStatus: response.status,
    });
  }

  const status = typeof body === 'object' && body !== null && 'status' in body ? body.status : undefined;
  if (status !== 'success') {
    throw new InquiryError(
      'rejected',
      `The inquiry service answered HTTP ${response.status} with status ${String(status)}`,
      {
        cause: body,
        httpStatus: response.status,
      },
    );
  }
}
