// The inquiry endpoint, written once against Web-standard Request/Response:
// the same function answers under `npm start`, `npm run dev`, Netlify
// Functions and Cloudflare Pages Functions (see ./app.ts and the adapters).
import { inquiryPayloadSchema } from '../../lib/inquiry/schema';
import { securityHeaders } from '../security-headers';
import { isCrossSite } from './cross-site';
import { forwardToWebhook, type InquiryStore } from './deliver';
import { failurePage, INQUIRY_PAGE_CSP, problemsPage, successPage } from './html-page';
import { isIdempotencyKey, type IdempotencyLedger } from './idempotency';
import { MAX_BODY_BYTES } from './limits';
import { isAcceptedType, isFormType, mediaType, parseBody } from './parse-body';
import type { RateLimiter } from './rate-limit';

export const INQUIRY_PATH = '/api/inquiry';

export interface InquiryEndpointOptions {
  /** Server-side webhook (INQUIRY_WEBHOOK_URL); when set, inquiries are forwarded there. */
  webhookUrl?: string | undefined;
  /** Where inquiries go without a webhook: data/inquiries.jsonl on a Node host, none at the edge. */
  store?: InquiryStore | undefined;
  rateLimiter: RateLimiter;
  /** Keys of submissions already accepted, so a retry is not delivered twice. */
  idempotency: IdempotencyLedger;
  /** Origins besides the request's own host whose pages may post (the site's configured origin). */
  siteOrigins?: readonly string[];
  /**
   * The host's own rate limit across all its instances (Cloudflare's rate-limiting binding), asked once
   * per post before anything else; false refuses the post. Per-instance memory cannot stop a flood there.
   */
  platformLimit?: ((address: string) => Promise<boolean>) | undefined;
  /** The client's address as the host reports it; unknown clients share one bucket. */
  clientAddress?: string | undefined;
  webhookTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (message: string) => void;
}

type Outcome =
  | { kind: 'success' }
  | { kind: 'invalid'; errors: Record<string, string>; values: Record<string, unknown> }
  | {
      kind: 'failed';
      status: number;
      message: string;
      values?: Record<string, unknown>;
      headers?: Record<string, string>;
    };

/** API answers are data, never a document: nothing may load or run from them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const apiHeaders = { ...securityHeaders, 'Cache-Control': 'no-store', 'Content-Security-Policy': API_CSP };

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

function html(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(body, {
    status,
    headers: {
      ...apiHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': INQUIRY_PAGE_CSP,
      ...headers,
    },
  });
}

/** A browser's own form post asks for a page; scripts (the form's fetch, curl) get JSON. */
const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

const crossSite = {
  kind: 'failed',
  status: 403,
  message: 'This form only accepts messages sent from our own contact page.',
} as const satisfies Outcome;

function answer(request: Request, outcome: Outcome): Response {
  const action = new URL(request.url).pathname;
  if (outcome === crossSite) {
    // Not this site's form: no form to re-render here, only the way back to ours.
    return wantsPage(request)
      ? html(403, failurePage(undefined, crossSite.message, action))
      : json(403, { status: 'error', message: crossSite.message });
  }
  if (outcome.kind === 'success') {
    return wantsPage(request) ? html(200, successPage()) : json(200, { status: 'success' });
  }
  if (outcome.kind === 'invalid') {
    return wantsPage(request)
      ? html(422, problemsPage(outcome.values, outcome.errors, action))
      : json(422, { status: 'error', errors: outcome.errors });
  }
  return wantsPage(request)
    ? html(outcome.status, failurePage(outcome.values, outcome.message, action), outcome.headers)
    : json(outcome.status, { status: 'error', message: outcome.message }, outcome.headers);
}

const bodyTooLarge: Outcome = {
  kind: 'failed',
  status: 413,
  message: `The message is larger than ${MAX_BODY_BYTES / 1024} KB.`,
};

/** The answer to a body over MAX_BODY_BYTES, which the app's body limit stops reading (app.ts). */
export const answerBodyTooLarge = (request: Request) => answer(request, bodyTooLarge);

const TOO_MANY = 'Too many messages from your address. Please wait a few minutes, then send again.';

const unsupportedType: Outcome = {
  kind: 'failed',
  status: 415,
  message: 'Send the inquiry as application/json or application/x-www-form-urlencoded.',
  headers: { 'Accept-Post': 'application/json, application/x-www-form-urlencoded' },
};

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}

async function receive(request: Request, options: InquiryEndpointOptions): Promise<Outcome> {
  if (isCrossSite(request, options.siteOrigins)) return crossSite;
  if (options.platformLimit && !(await options.platformLimit(options.clientAddress || 'unknown'))) {
    return { kind: 'failed', status: 429, message: TOO_MANY, headers: { 'Retry-After': '60' } };
  }
  const contentType = mediaType(request.headers.get('content-type'));
  if (!isAcceptedType(contentType)) return unsupportedType;

  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return { kind: 'failed', status: 400, message: 'The message did not arrive whole.' };
  }

  const parsed = parseBody(contentType, raw);
  if (parsed.kind === 'unsupported-type') return unsupportedType;
  if (parsed.kind === 'malformed') return { kind: 'failed', status: 400, message: parsed.message };
  if (parsed.kind === 'field-too-long') {
    return {
      kind: 'failed',
      status: 413,
      message: `The ${parsed.field} field is longer than ${parsed.limit} characters.`,
    };
  }

  // Bots get the same thank-you, so they learn nothing, but nothing is kept.
  if (parsed.honeypot) return { kind: 'success' };

  const header = request.headers.get('idempotency-key');
  // A native post has no script to make a key: the first one gets its key here, and every form page
  // re-rendered for it carries that key, so sending it again from there is known as the same message.
  const idempotencyKey =
    parsed.idempotencyKey ??
    (isIdempotencyKey(header) ? header : isFormType(contentType) ? crypto.randomUUID() : undefined);
  const values = idempotencyKey ? { ...parsed.payload, idempotencyKey } : parsed.payload;

  const result = inquiryPayloadSchema.safeParse(parsed.payload);
  if (!result.success) return { kind: 'invalid', errors: fieldErrors(result.error.issues), values };

  const address = options.clientAddress || 'unknown';
  let outcome: Outcome = { kind: 'success' };
  // A repeat of an accepted submission is answered as before, and neither delivered nor counted again.
  await options.idempotency.once(idempotencyKey, async () => {
    if (!options.rateLimiter.allows(address)) {
      outcome = {
        kind: 'failed',
        status: 429,
        message: TOO_MANY,
        values,
        headers: { 'Retry-After': String(options.rateLimiter.retryAfter(address)) },
      };
      return false;
    }
    outcome = await deliver(result.data, parsed.forward, idempotencyKey, values, options);
    if (outcome.kind !== 'success') return false;
    options.rateLimiter.count(address);
    return true;
  });
  return outcome;
}

async function deliver(
  inquiry: Record<string, unknown>,
  forward: string,
  idempotencyKey: string | undefined,
  values: Record<string, unknown>,
  options: InquiryEndpointOptions,
): Promise<Outcome> {
  const log = options.log ?? console.error;
  if (options.webhookUrl) {
    try {
      await forwardToWebhook(options.webhookUrl, forward, {
        ...(options.webhookTimeoutMs ? { timeoutMs: options.webhookTimeoutMs } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        idempotencyKey,
      });
      return { kind: 'success' };
    } catch (error) {
      log(`[inquiry] The webhook at INQUIRY_WEBHOOK_URL failed: ${(error as Error).message}`);
      return { kind: 'failed', status: 502, message: 'The inquiry service did not accept the message.', values };
    }
  }

  const unavailable = {
    kind: 'failed',
    status: 503,
    message: 'Inquiries cannot be received here at the moment.',
    values,
  } as const;
  if (!options.store) {
    log('[inquiry] No INQUIRY_WEBHOOK_URL is set and this host has no inquiry store: set INQUIRY_WEBHOOK_URL.');
    return unavailable;
  }
  try {
    const receivedAt = (options.now?.() ?? new Date()).toISOString();
    const line = JSON.stringify({ ...inquiry, receivedAt, ...(idempotencyKey ? { idempotencyKey } : {}) });
    await options.store(line, idempotencyKey);
    return { kind: 'success' };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const disk = code === 'ENOSPC' ? 'the disk is full' : code === 'EROFS' ? 'the disk is read-only' : undefined;
    log(
      `[inquiry] No INQUIRY_WEBHOOK_URL is set and the inquiry could not be written (${disk ? `${disk}: ` : ''}${(error as Error).message}): set INQUIRY_WEBHOOK_URL or make INQUIRY_DATA_DIR writable.`,
    );
    return unavailable;
  }
}

/** Answers one request to the endpoint; every failure becomes a response, nothing is thrown. */
export async function handleInquiry(request: Request, options: InquiryEndpointOptions): Promise<Response> {
  try {
    if (request.method !== 'POST') {
      return json(405, { status: 'error', message: 'Use POST' }, { Allow: 'POST' });
    }
    return answer(request, await receive(request, options));
  } catch (error) {
    (options.log ?? console.error)(`[inquiry] Unexpected failure: ${String(error)}`);
    return json(500, { status: 'error', message: 'The inquiry could not be handled.' });
  }
}
