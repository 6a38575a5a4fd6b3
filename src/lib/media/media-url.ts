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
