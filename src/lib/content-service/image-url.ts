// Responsive sources for content-service images through Sanity's image CDN
// (`@sanity/image-url` writes its URL rules: crop, size, format). Images that
// are not on that CDN (the bundled posts' artwork, blog API images) are used as is.
import { createImageUrlBuilder } from '@sanity/image-url';
import { site } from '@/config/site';
import type { ContentServiceConfig } from './client';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export interface ResponsiveOptions {
  /** Candidate widths in CSS pixels; those wider than the original are dropped (the CDN never upscales). */
  widths: readonly number[];
  /** Width / height to crop to; the original's own ratio when absent. */
  aspect?: number;
  /** Size written on the element when the image is not on the CDN (its real size, to reserve the space). */
  fallback: { width: number; height: number };
}

type ImageConfig = Pick<ContentServiceConfig, 'projectId' | 'dataset'> & { cdnUrl: string };

/** The asset's own size, which Sanity writes into every image URL: `<hash>-<width>x<height>.<ext>`. */
export function assetSize(url: string): { width: number; height: number } | null {
  const match = url.match(/-(\d+)x(\d+)\.[a-z]+(?:\?|$)/i);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export function isContentImage(url: string, config: ImageConfig = site.sanity): boolean {
  return config.projectId !== '' && url.startsWith(`${config.cdnUrl.replace(/\/+$/, '')}/images/`);
}

export function responsiveImage(
  url: string,
  options: ResponsiveOptions,
  config: ImageConfig = site.sanity,
): ResponsiveImage {
  const size = isContentImage(url, config) ? assetSize(url) : null;
  if (!size) return { src: url, ...options.fallback };
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.cdnUrl,
  });
  const aspect = options.aspect ?? size.width / size.height;
  const fitting = options.widths.filter((width) => width <= size.width);
  const widths = fitting.length > 0 ? fitting : [size.width];
  const urlFor = (width: number) =>
    builder
      .image(url)
      .width(width)
      .height(Math.round(width / aspect))
      .fit('crop')
      .auto('format')
      .url();
  const largest = widths[widths.length - 1]!;
  return {
    src: urlFor(largest),
    srcSet: widths.map((width) => `${urlFor(width)} ${width}w`).join(', '),
    width: largest,
    height: Math.round(largest / aspect),
  };
}
