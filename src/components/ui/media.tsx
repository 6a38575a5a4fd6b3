import type { ComponentPropsWithRef } from 'react';
import { servedPicture } from '@/lib/media/served-media';

export type MediaProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'width' | 'height' | 'alt'> & {
  /** A media path ('/media/workers/ava.webp') or any image URL. */
  src: string;
  /** Empty marks the picture as decoration. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /**
   * How wide the picture is drawn at each screen width, for the browser to pick from `srcset`:
   * for object-fit: cover in a taller box, the width the cover needs, not the box's.
   */
  sizes?: string;
  /** The page's largest picture above the fold (LCP): fetched at once and first. */
  priority?: boolean;
};

/**
 * Every raster picture of the site. A media path becomes the pipeline's
 * hashed copies: a `srcset` of its widths, as AVIF in a `<picture>` where the
 * pipeline wrote one (WebP for browsers without AVIF), on the configured
 * media host. Other URLs pass through with the `srcSet` given (the content
 * service's CDN). The `<picture>` has `display: contents` and its `<source>`
 * `display: none`, so the `<img>` lays out exactly as it would alone. Native, aria-* and data-* props reach the `<img>`.
 */
export function Media({
  src,
  alt,
  srcSet,
  sizes = '100vw',
  priority = false,
  loading,
  decoding = 'async',
  style,
  ...props
}: MediaProps) {
  const served = servedPicture(src);
  const candidates = served.srcSet ?? srcSet;
  const img = (
    <img
      data-slot="media"
      src={served.src}
      alt={alt}
      srcSet={candidates}
      sizes={candidates ? sizes : undefined}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding}
      // The box keeps the master's proportions. A narrower copy's height is rounded to whole
      // pixels (800x533 of 1200x800), and with height: auto the box would follow the file.
      style={{ aspectRatio: `${props.width} / ${props.height}`, ...style }}
      {...props}
    />
  );
  if (!served.avifSrcSet) return img;
  return (
    <picture className="contents">
      {/* Not a box of its own either: in a flex or grid parent it would take a gap. */}
      <source type="image/avif" srcSet={served.avifSrcSet} sizes={sizes} className="hidden" />
      {img}
    </picture>
  );
}
