import { afterEach, describe, expect, it, vi } from 'vitest';
import { InquiryError, submitInquiry, type InquiryPayload } from '@/lib/inquiry';
import { SUCCESS_MESSAGE_MS, inquiryOutbox } from '@/components/forms/inquiry-outbox';
import { sampleInquiry } from '../support/inquiry-payload';

const payload: InquiryPayload = sampleInquiry;

const answer = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InquiryError);
  return error as InquiryError;
};

describe('submitInquiry', () => {
  it('POSTs the payload as JSON and resolves on status success', async () => {
    const fetch = answer('{"status":"success"}');
    await submitInquiry(payload, { url: 'http://127.0.0.1:1/hook', fetch });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:1/hook');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toStrictEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('defaults to the configured local receiver', async () => {
    const fetch = answer('{"status":"success"}');
    await submitInquiry(payload, { fetch });
    expect(fetch.mock.calls[0]![0]).toBe('/api/inquiry');
  });

  it('throws a network error when fetch rejects', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(submitInquiry(payload, { fetch }))).kind).toBe('network');
  });

  it('throws a timeout error when no answer comes in time', async () => {
    // A fake fetch that honours the abort signal, like the real one.
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect((await failure(submitInquiry(payload, { fetch, timeoutMs: 20 }))).kind).toBe('timeout');
  });

  it('throws invalid-response for a non-JSON answer', async () => {
    const error = await failure(submitInquiry(payload, { fetch: answer('<html>Bad gateway</html>', 502) }));
    expect(error.kind).toBe('invalid-response');
    expect(error.httpStatus).toBe(502);
  });

  it('throws rejected for JSON without status success', async () => {
    const error = await failure(submitInquiry(payload, { fetch: answer('{"status":"error"}', 500) }));
    expect(error.kind).toBe('rejected');
    expect(error.httpStatus).toBe(500);
    expect((await failure(submitInquiry(payload, { fetch: answer('[]') }))).kind).toBe('rejected');
    expect((await failure(submitInquiry(payload, { fetch: answer('null') }))).kind).toBe('rejected');
  });
});

describe('the idempotency key', () => {
  it('goes in the body to our own endpoint, and nowhere near an outside webhook', async () => {
    const own = answer('{"status":"success"}');
    await submitInquiry(payload, { url: '/api/inquiry', fetch: own, idempotencyKey: 'k-0123456789abcdef' });
    expect(JSON.parse(String(own.mock.calls[0]![1]?.body))).toStrictEqual({
      ...payload,
      idempotencyKey: 'k-0123456789abcdef',
    });

    const outside = answer('{"status":"success"}');
    await submitInquiry(payload, {
      url: 'https://hooks.example/x',
      fetch: outside,
      idempotencyKey: 'k-0123456789abcdef',
    });
    expect(JSON.parse(String(outside.mock.calls[0]![1]?.body))).toStrictEqual(payload);
  });

  it('is made with the draft, kept through retries and replaced after a success', () => {
    const first = inquiryOutbox.keyFor('contact-page');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    inquiryOutbox.setStatus('contact-page', 'error');
    expect(inquiryOutbox.keyFor('contact-page')).toBe(first);
    expect(inquiryOutbox.keyFor('conversation-modal')).not.toBe(first);
    inquiryOutbox.setStatus('contact-page', 'success');
    expect(inquiryOutbox.keyFor('contact-page')).not.toBe(first);
  });
});

describe('the thank-you', () => {
  afterEach(() => {
    vi.useRealTimers();
    inquiryOutbox.setStatus('contact-page', 'idle');
  });

  it('stays 5 s after a success, then the status clears', () => {
    vi.useFakeTimers();
    inquiryOutbox.setStatus('contact-page', 'success');
    vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1);
    expect(inquiryOutbox.get('contact-page').status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(inquiryOutbox.get('contact-page').status).toBe('idle');
  });

  it('stays while held (a story that pictures it), and a new status still replaces it', () => {
    vi.useFakeTimers();
    inquiryOutbox.setStatus('contact-page', 'success', Infinity);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(inquiryOutbox.get('contact-page').status).toBe('success');
    inquiryOutbox.setStatus('contact-page', 'submitting');
    expect(inquiryOutbox.get('contact-page').status).toBe('submitting');
  });
});
