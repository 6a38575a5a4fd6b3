import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { GalleryImage } from '@/content/types';
import { cn } from '@/lib/cn';
import { computeJustifiedLayout, GALLERY_LAYOUT } from '@/lib/gallery/justified-layout';
import { useContainerWidth } from '@/lib/gallery/use-container-width';
import { mediaUrl } from '@/lib/media/media-url';
import { Container } from '@/components/ui/container';
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

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

export type CaseStudyGalleryProps = VariantProps<typeof caseStudyGalleryVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  images: GalleryImage[];
  tone?: 'default' | 'muted';
  className?: string;
};

/**
 * Justified rows (Flickr's algorithm) re-laid out when the container
 * resizes. Positions are percentages of the laid-out box, so the prerendered
 * layout for the default width already scales to any screen without JS.
 */
export function CaseStudyGallery({ id, eyebrow, title, images, rowHeight, tone, className }: CaseStudyGalleryProps) {
  const titleId = useSectionTitleId(id);
  const frameRef = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const width = useContainerWidth(frameRef, GALLERY_LAYOUT.defaultContainerWidth);
  const layout = useMemo(
    () => computeJustifiedLayout(images, { containerWidth: width, targetRowHeight: targetFor(rowHeight) }),
    [images, width, rowHeight],
  );
  const [open, setOpen] = useState<{ index: number; opener: number } | null>(null);
  const laidOutWidth = Math.max(1, width);

  return (
    <Section
      id={id}
      tone={tone}
      aria-labelledby={titleId}
      className={cn(caseStudyGalleryVariants({ rowHeight }), className)}
    >
      <Container className="flex flex-col gap-10">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} />
        {/* The width the rows are laid out for: equal to the frame's own width once the layout is final. */}
        <div ref={frameRef} className="w-full" data-laid-out-for={width}>
          <ul
            className="relative w-full"
            style={{ aspectRatio: `${laidOutWidth} / ${Math.max(1, layout.containerHeight)}` }}
          >
            {layout.boxes.map((box) => {
              const image = images[box.index]!;
              return (
                <li
                  key={image.src}
                  className="absolute"
                  style={{
                    left: percent(box.left, laidOutWidth),
                    top: percent(box.top, layout.containerHeight),
                    width: percent(box.width, laidOutWidth),
                    height: percent(box.height, layout.containerHeight),
                  }}
                >
                  <button
                    ref={(element) => {
                      thumbs.current[box.index] = element;
                    }}
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setOpen({ index: box.index, opener: box.index })}
                    className="group/thumb block size-full cursor-zoom-in overflow-hidden rounded-md bg-surface-muted"
                  >
                    <img
                      src={mediaUrl(image.src)}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      decoding="async"
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
