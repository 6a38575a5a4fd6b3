import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { GalleryImage } from '@/content/types';
import { cn } from '@/lib/cn';
import { GALLERY_LAYOUT } from '@/lib/gallery/justified-layout';
import { justifiedStylesheet, type StylesheetDelivery } from '@/lib/gallery/justified-stylesheet';
import { justifiedSizes } from '@/lib/gallery/justified-sizes';
import { Media } from '@/components/ui/media';
import { SectionScaffold } from './section-scaffold';
import type { PageSurface } from '@/components/vocabulary';
import { loadCaseStudyLightbox } from './load-case-study-lightbox';

// The dialog's code is fetched when a thumbnail is hovered, focused or pressed, not with the page.
const CaseStudyLightbox = lazy(loadCaseStudyLightbox);
const preload = () => void loadCaseStudyLightbox();

// Row height is layout data, not classes: the justified stylesheet is computed from it.
const targetRowHeight = { md: GALLERY_LAYOUT.caseStudyRowHeight, lg: GALLERY_LAYOUT.targetRowHeight } as const;

export type CaseStudyGalleryProps = {
  id?: string;
  /** The target height of a row: 'md' (case studies) or the roomier 'lg'. */
  rowHeight?: keyof typeof targetRowHeight;
  eyebrow?: string;
  title: string;
  images: GalleryImage[];
  surface?: PageSurface;
  /** How the layout's stylesheet reaches the page: `file` where the prerender writes it (built pages). */
  stylesheet?: StylesheetDelivery;
  className?: string;
};

/**
 * Justified rows (Flickr's algorithm) at every width, as container queries
 * (src/lib/gallery/justified-css.ts): the prerendered gallery already has its
 * final layout at any screen width, follows resizes without a script, and
 * does not move when its script runs.
 */
export function CaseStudyGallery({
  id,
  eyebrow,
  title,
  images,
  rowHeight = 'md',
  surface,
  stylesheet = 'inline',
  className,
}: CaseStudyGalleryProps) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const layout = useMemo(
    () => justifiedStylesheet(images, targetRowHeight[rowHeight], stylesheet),
    [images, rowHeight, stylesheet],
  );
  const sizes = useMemo(() => justifiedSizes(images, targetRowHeight[rowHeight]), [images, rowHeight]);
  const [open, setOpen] = useState<{ index: number; opener: number } | null>(null);

  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} className={className}>
      {/* The rows follow the width of this frame, a size container. */}
      <div className="@container w-full">
        {layout.delivery === 'file' ? (
          <link rel="stylesheet" href={layout.href} precedence="gallery" />
        ) : (
          <style href={layout.scope} precedence="gallery">
            {layout.css}
          </style>
        )}
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
                  onPointerEnter={preload}
                  onFocus={preload}
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
    </SectionScaffold>
  );
}
