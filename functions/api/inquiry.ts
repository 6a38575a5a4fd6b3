// Cloudflare Pages Functions serve this file at /api/inquiry (the path is its
// place under functions/). Set INQUIRY_WEBHOOK_URL in the project's variables:
// a Pages Function has no disk, so without a webhook it answers 503 and logs
// what to set. The client address is Cloudflare's `CF-Connecting-IP`.
import { createInquiryApp } from '../../src/server/inquiry/app';
import { STRICT_TRANSPORT_SECURITY } from '../../src/server/security-headers';

/** The part of Cloudflare's `EventContext` the endpoint reads. */
export interface PagesContext {
  request: Request;
  env: { INQUIRY_WEBHOOK_URL?: string };
}

const app = createInquiryApp(
  (c) => ({
    webhookUrl:
      typeof c.env.INQUIRY_WEBHOOK_URL === 'string' ? c.env.INQUIRY_WEBHOOK_URL.trim() || undefined : undefined,
    clientAddress: c.req.header('cf-connecting-ip'),
  }),
  { httpsOnly: true },
);

export async function onRequest(context: PagesContext): Promise<Response> {
  const response = await app.fetch(context.request, { ...context.env });
  // Pages serves only HTTPS, and `_headers` never reaches a Function's answer: it sends HSTS itself.
  response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}
