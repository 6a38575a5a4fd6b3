// The endpoint on a Node host (`npm start`, `npm run dev`): the webhook from
// INQUIRY_WEBHOOK_URL, else one JSON line per inquiry in INQUIRY_DATA_DIR
// (default `data/`); the client address from the socket. INQUIRY_RATE_LIMIT
// changes how many inquiries one address may send per ten minutes (default 5).
import { getConnInfo } from '@hono/node-server/conninfo';
import { createInquiryApp, setting } from './app';
import { fileStore } from './file-store';
import { createRateLimiter } from './rate-limit';

export function createNodeInquiryApp() {
  const max = Number(process.env.INQUIRY_RATE_LIMIT);
  return createInquiryApp(
    (c) => ({
      webhookUrl: setting(c, 'INQUIRY_WEBHOOK_URL'),
      store: fileStore(setting(c, 'INQUIRY_DATA_DIR') ?? 'data'),
      clientAddress: getConnInfo(c).remote.address,
    }),
    createRateLimiter(max > 0 ? { max } : {}),
  );
}
