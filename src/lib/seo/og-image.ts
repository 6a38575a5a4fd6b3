// Every page's share card is generated at build time (scripts/og-images.ts)
// under /og/, named after the page's path, so head tags and the generator agree.
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** '/' is /og/home.jpg, '/a/b/' is /og/a--b.jpg; characters outside [A-Za-z0-9-] drop out. */
export function ogImagePath(path: string): string {
  const trimmed = decodeURI(path).replace(/^\/+|\/+$/g, '');
  const key = trimmed === '' ? 'home' : trimmed.replaceAll('/', '--').replace(/[^A-Za-z0-9-]/g, '');
  return `/og/${key}.jpg`;
}

/** What the card shows, for people who cannot see it. */
export const ogImageAlt = (heading: string, siteName: string) => `${heading}: ${siteName}`;
