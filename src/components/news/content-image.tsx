import { responsiveImage, type ResponsiveOptions } from '@/lib/content-service/image-url';
import { Media } from '@/components/ui/media';

export interface ContentImageProps extends Partial<ResponsiveOptions> {
  url: string;
  /** The CMS's description; empty marks the image as decorative. */
  alt: string;
  /** How wide the image is drawn, for the browser to pick from `srcSet`. */
  sizes: string;
  /** Above the fold: load at once and early; otherwise lazily when scrolled near. */
  priority?: boolean;
  className?: string;
}

const DEFAULT_WIDTHS = [480, 768, 1024, 1280, 1600];
/** The bundled posts' artwork is 1200 x 675. */
const BUNDLED_SIZE = { width: 1200, height: 675 };

/**
 * A post image: responsive sources from the content service's CDN (its URL
 * builder's widths), or the media pipeline's for the bundled posts' artwork;
 * width and height always set.
 */
export function ContentImage({
  url,
  alt,
  sizes,
  priority = false,
  widths = DEFAULT_WIDTHS,
  aspect,
  fallback = BUNDLED_SIZE,
  className,
}: ContentImageProps) {
  const image = responsiveImage(url, { widths, aspect, fallback });
  return (
    <Media
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      priority={priority}
      className={className}
    />
  );
}
