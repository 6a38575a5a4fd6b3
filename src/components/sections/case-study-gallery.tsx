import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { GalleryImage } from '@/content/types';
import { cn } from '@/lib/cn';
import { GALLERY_LAYOUT } from '@/lib/gallery/justified-layout';
import { justifiedStylesheet } from '@/lib/gallery/justified-stylesheet';
import { justifiedSizes } from '@/lib/gallery/justified-sizes';
import { Container } from '@/components/ui/container';
import { Media } from '@/components/ui/media';
import { Section } from '@/components/ui/section';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

// Dialog code is fetched the first time a picture is opened, not with the page.
const CaseStudyLightbox = lazy(() => import('./case-study-lightbox'));

export const caseStudyGalleryVariants = cva('', {
  variants: {
    rowHeight: {
      caseStudy: '',
      standard: '',
    },
  },
  defaultVariants: { rowHeight: 'caseStudy' },
});

const targetFor = (rowHeight: VariantProps<typeof caseStudyGalleryVariants>['rowHeight']) =>
  rowHeight === 'standard' ? GALLERY_LAYOUT.targetRowHeight : GALLERY_LAYOUT.caseStudyRowHeight;

export type CaseStudyGalleryProps = VariantProps<typeof caseStudyGalleryVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  images: GalleryImage[];
  tone?: 'default' | 'muted';
  className?: string;
};

/**
 * Justified rows (Flickr's algorithm) at every width, as container queries
 * (src/lib/gallery/justified-css.ts): the prerendered gallery already has its
 * final layout at any screen width, follows resizes without a script, and
 * does not move when its script runs.
 */
export function CaseStudyGallery({ id, eyebrow, title, images, rowHeight, tone, className }: CaseStudyGalleryProps) {
  const titleId = useSectionTitleId(id);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const layout = useMemo(() => justifiedStylesheet(images, targetFor(rowHeight)), [images, rowHeight]);
  const sizes = useMemo(() => justifiedSizes(images, targetFor(rowHeight)), [images, rowHeight]);
  const [open, setOpen] = useState<{ index: number; opener: number } | null>(null);

  return (
    <Section
      id={id}
      tone={tone}
      aria-labelledby={titleId}
      className={cn(caseStudyGalleryVariants({ rowHeight }), className)}
    >
      <Container className="flex flex-col gap-10">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} />
        {/* The rows follow the width of this frame, a size container. */}
        <div className="@container w-full">
          <style href={layout.scope} precedence="gallery">
            {layout.css}
          </style>
          <ul className={cn('relative w-full', layout.scope)}>
            {images.map((image, index) => {
              return (
                <li key={image.src} className="absolute">
                  <button
                    ref={(element) => {
                      thumbs.current[index] = element;
                    }}
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setOpen({ index, opener: index })}
                    className="group/thumb block size-full cursor-zoom-in overflow-hidden rounded-md bg-surface-muted"
                  >
                    <Media
                      src={image.src}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      sizes={sizes[index]}
                      className="size-full object-cover transition-transform duration-slow group-hover/thumb:scale-105 motion-reduce:group-hover/thumb:scale-100"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <CaseStudyLightbox
            images={images}
            index={open.index}
            onIndexChange={(index) => setOpen({ ...open, index })}
            onClose={() => setOpen(null)}
            returnFocusTo={() => thumbs.current[open.opener] ?? null}
          />
        </Suspense>
      )}
    </Section>
  );
}
