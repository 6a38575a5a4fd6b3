// What the site serves for a media path: the pipeline's hashed copies
// (media-manifest.json, written by scripts/media/responsive.ts) on the
// configured media host. Paths the manifest does not know (the content
// service's CDN, a blog API's uploads) are served as they are.
import { mediaUrl } from './media-url';
import { fallbackWidth, hashedPath, parseEntry, srcSetOf, type MediaEntry, type MediaManifest } from './media-files';
import manifest from './media-manifest.json';

const lines: MediaManifest = manifest;

export function mediaEntry(path: string): MediaEntry | undefined {
  const line = lines[path];
  return line === undefined ? undefined : parseEntry(path, line);
}

/** The URL of a clip or vector (no widths): its hashed copy, or the path itself. */
export function servedUrl(path: string): string {
  const entry = mediaEntry(path);
  return mediaUrl(entry && !entry.widths ? hashedPath(path, entry.hash) : path);
}

export interface ServedPicture {
  src: string;
  srcSet?: string;
  /** The AVIF `srcset`, when the pipeline wrote one. */
  avifSrcSet?: string;
}

/** `src` and the `srcset`s of a raster picture; `src` names the WebP at least `fallbackAt` wide. */
export function servedPicture(path: string, fallbackAt = 800): ServedPicture {
  const entry = mediaEntry(path);
  if (!entry?.widths) return { src: servedUrl(path) };
  const width = fallbackWidth(entry, fallbackAt);
  return {
    src: mediaUrl(hashedPath(path, entry.hash, width, 'webp')),
    srcSet: srcSetOf(path, entry, 'webp', mediaUrl),
    ...(entry.avif ? { avifSrcSet: srcSetOf(path, entry, 'avif', mediaUrl) } : {}),
  };
}
