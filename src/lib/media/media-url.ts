import { site } from '@/config/site';

/**
 * Resolves a bundled media path ('/media/...') against the configured media
 * host, so a CDN can serve the same files without touching content.
 */
export function mediaUrl(path: string, base: string = site.mediaBase): string {
  if (/^(?:[a-z]+:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The narrow variant we ship beside a wide image: '/x/hero.webp' -> '/x/hero-800.webp'. */
export function narrowVariant(path: string): string {
  return path.replace(/(\.[a-z0-9]+)$/i, '-800$1');
}
