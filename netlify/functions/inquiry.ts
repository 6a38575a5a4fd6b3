// Netlify Functions (v2, Web-standard Request/Response) serve the inquiry
// endpoint at /api/inquiry; Netlify finds this file by its folder. Set
// INQUIRY_WEBHOOK_URL in the site's environment variables: a function's disk is
// read-only, so without a webhook it answers 503 and logs what to set. The
// client address is Netlify's own (`context.ip`, else `x-nf-client-connection-ip`).
import { createInquiryApp, setting } from '../../src/server/inquiry/app';
import { fileStore } from '../../src/server/inquiry/file-store';
import { STRICT_TRANSPORT_SECURITY } from '../../src/server/security-headers';

/** The part of Netlify's `Context` the endpoint reads. */
export interface NetlifyContext {
  ip?: string;
}

const stores = new Map<string, ReturnType<typeof fileStore>>();
const storeFor = (dir: string) => {
  if (!stores.has(dir)) stores.set(dir, fileStore(dir));
  return stores.get(dir)!;
};

const app = createInquiryApp(
  (c) => ({
    webhookUrl: setting(c, 'INQUIRY_WEBHOOK_URL'),
    store: storeFor(setting(c, 'INQUIRY_DATA_DIR') ?? 'data'),
    clientAddress: typeof c.env.ip === 'string' ? c.env.ip : c.req.header('x-nf-client-connection-ip'),
  }),
  { httpsOnly: true },
);

export default async function inquiry(request: Request, context: NetlifyContext = {}): Promise<Response> {
  const response = await app.fetch(request, { ip: context.ip });
  // Netlify serves only HTTPS, and `_headers` never reaches a function's answer: it sends HSTS itself.
  response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

/**
 * Netlify's own rate limit runs before the function, across all its instances (the in-memory limit of
 * the endpoint is per instance). It counts every request, valid or not, so it is set well above the
 * endpoint's five accepted inquiries per ten minutes: it stops floods, the endpoint stops repeats.
 */
export const config = {
  path: '/api/inquiry',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
