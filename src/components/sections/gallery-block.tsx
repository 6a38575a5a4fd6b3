import { cva, type VariantProps } from 'class-variance-authority';
import { axis, type PageSurface } from '@/components/vocabulary';
import type { MediaImage } from '@/content/types';
import { cn } from '@/lib/cn';
import { columns, responsiveSizes } from '@/lib/media/sizes';
import { Media } from '@/components/ui/media';
import { SectionScaffold } from './section-scaffold';

export const galleryBlockVariants = cva('grid gap-gallery-gap sm:grid-cols-2', {
  variants: {
    // 'staggered' drops the second column so portrait and landscape pictures interlock.
    arrangement: axis('arrangement', {
      default: 'items-start',
      staggered: 'items-start sm:[&>figure:nth-child(2n)]:mt-16',
    }),
  },
  defaultVariants: { arrangement: 'default' },
});

export type GalleryBlockImage = MediaImage & { caption?: string };

export type GalleryBlockProps = VariantProps<typeof galleryBlockVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  images: GalleryBlockImage[];
  surface?: PageSurface;
  className?: string;
};

/** Two columns from sm, 15 px apart (the gallery-gap token). */
const GALLERY_SIZES = responsiveSizes({ sm: columns(2, '15px') }, columns(1));

/** Two-column picture grid (15 px gap, the specification's grid gap). */
export function GalleryBlock({
  id,
  eyebrow,
  title,
  intro,
  images,
  arrangement,
  surface,
  className,
}: GalleryBlockProps) {
  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} intro={intro} className={className}>
      <div className={galleryBlockVariants({ arrangement })}>
        {images.map(({ caption, ...picture }) => (
          <figure key={picture.src} className="flex flex-col gap-2">
            <Media {...picture} sizes={GALLERY_SIZES} className={cn('h-auto w-full rounded-lg object-cover')} />
            {caption && <figcaption className="text-sm text-fg-muted">{caption}</figcaption>}
          </figure>
        ))}
      </div>
    </SectionScaffold>
  );
}
