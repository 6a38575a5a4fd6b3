// Where the media pipeline (scripts/media/responsive.ts) puts the files the
// site serves, and how a page finds them. A picture of the media contract
// ('/media/workers/ava.webp') is served as content-hashed copies under
// /assets/media/, one per width and format, named after the hash of its
// master and the encoder settings: a changed picture gets new names, so every
// copy can be cached for a year. The stable '/media/...' names stay for links
// from outside (JSON-LD, feeds), cached briefly.

/** One picture (or clip, or vector) of the manifest. */
export interface MediaEntry {
  /** First 8 hex digits of SHA-256 over the master's bytes and the encoder settings. */
  hash: string;
  /** Widths written for raster pictures, ascending; the last is the master's own width. */
  widths?: number[];
  /** Present when an AVIF is written at every width, each smaller than its WebP. */
  avif?: boolean;
}

/**
 * The manifest as committed and shipped, kept small since every page loads it:
 * per path '<hash>' (clips, vectors) or '<hash> <master width>[ avif]' (pictures),
 * the widths following from the path and the master width (`widthsFor`).
 */
export type MediaManifest = Record<string, string>;

/**
 * Widths per kind, from the widths measured in the browser at 390 and 1440 px
 * (README, Media). Full-bleed heroes are drawn with object-fit: cover in a
 * band taller than 16:9 on a phone, so 1125-1500 px wide even at 390 px.
 * Everything else (cards, covers, gallery, portraits) is drawn 235-1216 px;
 * steps of at most 1.5x keep the chosen file within 1.5x of what is drawn.
 */
const HERO_WIDTHS = [800, 1200, 1600];
const PICTURE_WIDTHS = [240, 360, 540, 800, 1200];
const HERO_PATH = /^\/media\/(heroes\/[^/]+|hero\/home-poster|case-studies\/[^/]+\/hero|services\/[a-z-]+)\.webp$/;

/** The widths a picture is written at: its kind's steps narrower than the master, then the master's own. */
export function widthsFor(path: string, masterWidth: number): number[] {
  const steps = HERO_PATH.test(path) ? HERO_WIDTHS : PICTURE_WIDTHS;
  return [...steps.filter((step) => step < masterWidth), masterWidth];
}

/** A manifest line as an entry. */
export function parseEntry(path: string, line: string): MediaEntry {
  const [hash = '', width, avif] = line.split(' ');
  if (!width) return { hash };
  return { hash, widths: widthsFor(path, Number(width)), ...(avif === 'avif' ? { avif: true } : {}) };
}

/** An entry as a manifest line. */
export const formatEntry = ({ hash, widths, avif }: MediaEntry): string =>
  [hash, widths?.at(-1), avif ? 'avif' : undefined].filter(Boolean).join(' ');

/** Directory of the hashed copies; `/assets/*` is the immutable part of the site. */
export const HASHED_MEDIA_ROOT = '/assets/media';

export type RasterFormat = 'webp' | 'avif';

/**
 * '/media/workers/ava.webp' at 480 px as AVIF -> '/assets/media/workers/ava-480.1a2b3c4d.avif';
 * without a width (clips, vectors) the name keeps its extension: '/assets/media/hero/home.1a2b3c4d.mp4'.
 */
export function hashedPath(path: string, hash: string, width?: number, format?: RasterFormat): string {
  const match = path.match(/^\/media\/(.+)\.([a-z0-9]+)$/i);
  if (!match) throw new Error(`Not a media path: ${path}`);
  const [, stem, extension] = match;
  const size = width === undefined ? '' : `-${width}`;
  return `${HASHED_MEDIA_ROOT}/${stem}${size}.${hash}.${format ?? extension}`;
}

/** A `srcset` list from the entry's widths, each URL passed through `resolve` (the media host). */
export function srcSetOf(
  path: string,
  entry: MediaEntry,
  format: RasterFormat,
  resolve: (url: string) => string = (url) => url,
): string {
  return (entry.widths ?? [])
    .map((width) => `${resolve(hashedPath(path, entry.hash, width, format))} ${width}w`)
    .join(', ');
}

/**
 * The file a plain `src` names: the smallest width at least `fallbackWidth`
 * (what a browser without `srcset` support shows), else the largest.
 */
export function fallbackWidth(entry: MediaEntry, atLeast: number): number | undefined {
  const widths = entry.widths ?? [];
  return widths.find((width) => width >= atLeast) ?? widths.at(-1);
}
