import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { StepButtons } from './step-buttons';
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
      <StepButtons
        itemName={itemName}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        canPrevious={carousel.canPrevious}
        canNext={carousel.canNext}
        className="shrink-0 gap-2"
      />
    </div>
  );
}
