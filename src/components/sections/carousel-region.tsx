import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SlideLabel } from './announcements';
import { CarouselControls } from './carousel-controls';
import { useApgCarousel } from './use-apg-carousel';

export type CarouselRegionProps<Item> = {
  /** Name of the carousel region, distinct from the section's heading. */
  label: string;
  /** What one slide is called in control names ('worker', 'testimonial'). */
  itemName: string;
  items: Item[];
  itemKey: (item: Item) => string;
  /** What a slide shows, as its picker is named and a move announces it ('Ava', 'Chief of Staff'). */
  itemLabel: (item: Item) => SlideLabel;
  trackClassName?: string;
  slideClassName?: string;
  children: (item: Item, index: number) => ReactNode;
};

/** The WAI-ARIA carousel: a named region of 'N of M' slide groups (hidden ones inert), its pickers and live region. */
export function CarouselRegion<Item>({
  label,
  itemName,
  items,
  itemKey,
  itemLabel,
  trackClassName,
  slideClassName,
  children,
}: CarouselRegionProps<Item>) {
  const [viewportRef, carousel] = useApgCarousel(items.length);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-8">
      <div ref={viewportRef} className="overflow-hidden">
        <div className={cn('flex touch-pan-y', trackClassName)}>
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              inert={carousel.isHidden(index)}
              className={cn('min-w-0 shrink-0 grow-0 basis-full', slideClassName)}
            >
              {children(item, index)}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} itemName={itemName} slides={items.map(itemLabel)} />
    </div>
  );
}
