// Netlify Functions (v2, Web-standard Request/Response) serve the inquiry
// endpoint at /api/inquiry; Netlify finds this file by its folder. Set
// INQUIRY_WEBHOOK_URL in the site's environment variables: a function's disk is
// read-only, so without a webhook it answers 503 and logs what to set.
import { createInquiryApp, setting } from '../../src/server/inquiry/app';
import { fileStore } from '../../src/server/inquiry/file-store';

/** The part of Netlify's `Context` the endpoint reads. */
export interface NetlifyContext {
  ip?: string;
}

const app = createInquiryApp((c) => ({
  webhookUrl: setting(c, 'INQUIRY_WEBHOOK_URL'),
  store: fileStore(setting(c, 'INQUIRY_DATA_DIR') ?? 'data'),
  clientAddress: typeof c.env.ip === 'string' ? c.env.ip : undefined,
}));

export default function inquiry(request: Request, context: NetlifyContext = {}): Promise<Response> {
  return Promise.resolve(app.fetch(request, { ip: context.ip }));
}

export const config = { path: '/api/inquiry' };
