// A form on another site must not post inquiries in a visitor's name. Browsers
// say where a post comes from (`Sec-Fetch-Site`, `Origin`); requests without
// either (curl, server-to-server) are not from a browser page and pass.

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
