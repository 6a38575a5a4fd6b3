import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { ApgCarousel } from './use-apg-carousel';

// The visible dot is small; the button around it keeps the 24 px target size (WCAG 2.5.8).
export const carouselDotVariants = cva('block h-2.5 rounded-full transition-all duration-fast', {
  variants: {
    // The colours of the surface scope the carousel sits on.
    current: axis('current', {
      true: 'w-8 bg-accent',
      false: 'w-2.5 bg-border-strong group-hover/dot:bg-fg-muted',
    }),
  },
  defaultVariants: { current: false },
});

export type CarouselControlsProps = VariantProps<typeof carouselDotVariants> & {
  carousel: ApgCarousel;
  /** What one slide is called in control names ('worker', 'testimonial'). */
  itemName: string;
  className?: string;
};

/** Previous/next buttons and one named pagination button per position, the current one marked. */
export function CarouselControls({ carousel, itemName, className }: CarouselControlsProps) {
  return (
    <div className={cn('flex items-center justify-between gap-6', className)}>
      <div className="flex flex-wrap items-center gap-1" role="group" aria-label={`Choose ${itemName}`}>
        {Array.from({ length: carousel.pages }, (_, page) => {
          const current = page === carousel.selected;
          return (
            <button
              key={page}
              type="button"
              aria-label={`Show ${itemName} ${page + 1} of ${carousel.pages}`}
              aria-current={current ? 'true' : undefined}
              onClick={() => carousel.goTo(page)}
              className="group/dot inline-flex h-6 min-w-6 cursor-pointer items-center justify-center rounded-full"
            >
              <span aria-hidden="true" className={carouselDotVariants({ current })} />
            </button>
          );
        })}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Previous ${itemName}`}
          disabled={!carousel.canPrevious}
          onClick={carousel.previous}
        >
          <Icon name="arrow-left" size="sm" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Next ${itemName}`}
          disabled={!carousel.canNext}
          onClick={carousel.next}
        >
          <Icon name="arrow-right" size="sm" />
        </Button>
      </div>
    </div>
  );
}
