// Absolute, percent-encoded URLs: paths such as
// '/philosophy/the-future-we’re-quietly-building' must stay valid in
// canonical links, Open Graph tags and the sitemap.
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = origin.replace(/\/+$/, '');
  return `${base}${encodeURI(decodeURI(path))}`;
}
