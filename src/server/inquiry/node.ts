// The endpoint on a Node host (`npm start`, `npm run dev`): the webhook from
// INQUIRY_WEBHOOK_URL, else one JSON line per inquiry in INQUIRY_DATA_DIR
// (default `data/`). The client address is the socket's, or with TRUST_PROXY
// set the proxy's header (TRUST_PROXY_HEADER, default X-Forwarded-For).
// INQUIRY_RATE_LIMIT changes how many inquiries one address may send per ten
// minutes (default 5).
import { getConnInfo } from '@hono/node-server/conninfo';
import { createInquiryApp, setting } from './app';
import { clientAddress } from './client-address';
import type { InquiryStore } from './deliver';
import { fileStore } from './file-store';
import { createRateLimiter } from './rate-limit';

export function createNodeInquiryApp() {
  const max = Number(process.env.INQUIRY_RATE_LIMIT);
  // One store per folder for the process: appends to one file are queued one after another.
  const stores = new Map<string, InquiryStore>();
  const storeFor = (dir: string) => {
    if (!stores.has(dir)) stores.set(dir, fileStore(dir));
    return stores.get(dir)!;
  };
  return createInquiryApp(
    (c) => ({
      webhookUrl: setting(c, 'INQUIRY_WEBHOOK_URL'),
      store: storeFor(setting(c, 'INQUIRY_DATA_DIR') ?? 'data'),
      clientAddress: clientAddress(c.req.raw.headers, getConnInfo(c).remote.address, {
        trustProxy: setting(c, 'TRUST_PROXY'),
        header: setting(c, 'TRUST_PROXY_HEADER'),
      }),
    }),
    { rateLimiter: createRateLimiter(max > 0 ? { max } : {}) },
  );
}
