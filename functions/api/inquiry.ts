// Cloudflare Pages Functions serve this file at /api/inquiry (the path is its
// place under functions/). Set INQUIRY_WEBHOOK_URL in the project's variables:
// a Pages Function has no disk, so without a webhook it answers 503 and logs
// what to set. The client address is Cloudflare's `CF-Connecting-IP`. With a
// rate-limiting binding named INQUIRY_RATE_LIMITER (wrangler `ratelimits`),
// Cloudflare counts every post across all isolates before the endpoint runs.
import { createInquiryApp } from '../../src/server/inquiry/app';
import { STRICT_TRANSPORT_SECURITY } from '../../src/server/security-headers';

/** Cloudflare's rate-limiting binding: `limit` counts one request for `key` and says whether it is within budget. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Cloudflare's rate-limiting binding: `limit` counts one request for `key` and says whether it is within budget. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The part of Cloudflare's `EventContext` the endpoint reads. */
export interface PagesContext {
  request: Request;
  env: { INQUIRY_WEBHOOK_URL?: string; INQUIRY_RATE_LIMITER?: RateLimitBinding };
}

const isBinding = (value: unknown): value is RateLimitBinding =>
  typeof value === 'object' && value !== null && typeof (value as RateLimitBinding).limit === 'function';

const app = createInquiryApp(
  (c) => {
    const binding = c.env.INQUIRY_RATE_LIMITER;
    return {
      webhookUrl:
        typeof c.env.INQUIRY_WEBHOOK_URL === 'string' ? c.env.INQUIRY_WEBHOOK_URL.trim() || undefined : undefined,
      clientAddress: c.req.header('cf-connecting-ip'),
      platformLimit: isBinding(binding) ? async (key: string) => (await binding.limit({ key })).success : undefined,
    };
  },
  { httpsOnly: true },
);

export async function onRequest(context: PagesContext): Promise<Response> {
  const response = await app.fetch(context.request, { ...context.env });
  // Pages serves only HTTPS, and `_headers` never reaches a Function's answer: it sends HSTS itself.
  response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}
