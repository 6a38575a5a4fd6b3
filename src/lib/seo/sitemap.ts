// sitemap.xml and robots.txt, generated at build time from the route table.
import { absoluteUrl } from './url';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function buildSitemap(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
