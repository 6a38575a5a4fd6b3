// The endpoint as a Hono app, so every host mounts the same thing: each
// adapter only says where the webhook setting, the client address and the
// store come from on that host.
import { Hono, type Context } from 'hono';
import { securityHeaders } from '../security-headers';
import { handleInquiry, INQUIRY_PATH, type InquiryEndpointOptions } from './handler';
import { createRateLimiter, type RateLimiter } from './rate-limit';

export type HostOptions = Omit<InquiryEndpointOptions, 'rateLimiter'>;

// Bindings are whatever the host passes to `app.fetch(request, env)`.
type AnyEnv = { Bindings: Record<string, unknown> };

export function createInquiryApp(
  hostOptions: (c: Context<AnyEnv>) => HostOptions,
  rateLimiter: RateLimiter = createRateLimiter(),
) {
  const app = new Hono<AnyEnv>();
  app.all(INQUIRY_PATH, (c) => handleInquiry(c.req.raw, { ...hostOptions(c), rateLimiter }));
  app.notFound(() =>
    Response.json({ status: 'error', message: 'Not found' }, { status: 404, headers: securityHeaders }),
  );
  app.onError((error) => {
    console.error(`[inquiry] Unexpected failure: ${String(error)}`);
    return Response.json({ status: 'error', message: 'Internal error' }, { status: 500, headers: securityHeaders });
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
