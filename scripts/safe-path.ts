// Request paths the Node server redirects from must never yield a Location a
// browser reads as another host: `//evil.example/`, `/\evil.example/` and their
// percent-encoded forms are protocol-relative URLs to a browser.

/** The path with backslashes and encoded slashes made plain slashes, and runs of slashes collapsed to one. */
export function normalisePath(pathname: string): string {
  return pathname.replace(/%2f|%5c|\\/gi, '/').replace(/\/{2,}/g, '/');
}

/** True when a Location value stays on this site: a path starting with exactly one slash. */
export function isSameSiteLocation(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !/[\\\t\n\r]/.test(location);
}
