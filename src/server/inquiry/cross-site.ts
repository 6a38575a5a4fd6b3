// A form on another site must not post inquiries in a visitor's name. Browsers
// say where a post comes from (`Sec-Fetch-Site`, `Origin`); requests without
// either (curl, server-to-server) are not from a browser page and pass.
// Not Hono's `csrf` middleware, which would get four things wrong here: it refuses a form post that carries
// neither header (server-to-server, privacy proxies), lets JSON from any origin through (it leaves that to the
// CORS preflight), compares whole origins (behind a TLS proxy the request URL says http:// while the page said
// https://), and answers a bare 403 where a visitor needs the page that leads back to our form (handler.ts).

/** True when the browser reports the post as coming from a page of another site. */
export function isCrossSite(request: Request, siteOrigins: readonly string[] = []): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  // `Origin: null` is an opaque origin (a sandboxed frame, a data: page): never this site.
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  // Behind a TLS proxy the request URL says http:// while the page said https://: the host decides.
  if (host === new URL(request.url).host) return false;
  return !siteOrigins.some((allowed) => allowed === origin);
}
