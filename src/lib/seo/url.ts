// One URL form per page. Pages are written as `<path>/index.html`, and
// Netlify, Cloudflare Pages and the local server answer `/about` with a 301
// to `/about/`, so the trailing-slash form is the one every canonical,
// sitemap entry, internal link and share card uses. Files (`/sitemap.xml`)
// and outside URLs are left alone.

const hasExtension = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/** '/about' -> '/about/', '/' -> '/', '/sitemap.xml' unchanged; a query or hash is kept. */
export function pagePath(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  const pathname = match[1] ?? '';
  const rest = match[2] ?? '';
  if (pathname === '' || pathname.endsWith('/') || hasExtension(pathname)) return path;
  return `${pathname}/${rest}`;
}

/** Absolute, percent-encoded URL of a page or file (the curly apostrophe of one slug must stay valid). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = origin.replace(/\/+$/, '');
  return `${base}${encodeURI(decodeURI(pagePath(path)))}`;
}
