// The endpoint as a Hono app, so every host mounts the same thing: each
// adapter only says where the webhook setting, the client address and the
// store come from on that host.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { site } from '../../config/site';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../security-headers';
import { answerBodyTooLarge, API_CSP, handleInquiry, INQUIRY_PATH, type InquiryEndpointOptions } from './handler';
import { createIdempotencyLedger } from './idempotency';
import { MAX_BODY_BYTES } from './limits';
import { createRateLimiter, type RateLimiter } from './rate-limit';

export type HostOptions = Omit<InquiryEndpointOptions, 'rateLimiter' | 'idempotency'>;

// Bindings are whatever the host passes to `app.fetch(request, env)`.
type AnyEnv = { Bindings: Record<string, unknown> };

export interface InquiryAppOptions {
  rateLimiter?: RateLimiter;
  /** True on hosts that only serve HTTPS (Netlify, Cloudflare): every answer carries HSTS. */
  httpsOnly?: boolean;
}

const isHttps = (c: Context<AnyEnv>) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

export function createInquiryApp(
  hostOptions: (c: Context<AnyEnv>) => HostOptions,
  { rateLimiter = createRateLimiter(), httpsOnly = false }: InquiryAppOptions = {},
) {
  const app = new Hono<AnyEnv>();
  const idempotency = createIdempotencyLedger();

  // Functions answer outside the hosts' `_headers`, so every answer brings the site's headers itself.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', API_CSP);
    if (httpsOnly || isHttps(c)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });

  // Hono's body limit stops reading an upload as soon as it passes the cap, so it is never buffered whole.
  app.use(INQUIRY_PATH, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => answerBodyTooLarge(c.req.raw) }));
  app.all(INQUIRY_PATH, (c) =>
    handleInquiry(c.req.raw, { siteOrigins: [site.origin], ...hostOptions(c), rateLimiter, idempotency }),
  );
  app.notFound(() => Response.json({ status: 'error', message: 'Not found' }, { status: 404 }));
  app.onError((error) => {
    console.error(`[inquiry] Unexpected failure: ${String(error)}`);
    return Response.json({ status: 'error', message: 'Internal error' }, { status: 500 });
  });
  return app;
}

/** A setting from the host's bindings, else from the process environment where there is one. */
export function setting(c: Context<AnyEnv>, name: string): string | undefined {
  const bound = c.env?.[name];
  if (typeof bound === 'string' && bound.trim() !== '') return bound.trim();
  const fromProcess = typeof process === 'undefined' ? undefined : process.env[name];
  return fromProcess?.trim() || undefined;
}
