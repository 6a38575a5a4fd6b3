import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { pickerName, viewAnnouncement, type SlideLabel } from './announcements';
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
  /** What each slide shows, in order: its picker's name and what a move announces. */
  slides: readonly SlideLabel[];
  className?: string;
};

/**
 * One picker per slide, named by what it shows, the current one marked; previous/next; and the one polite live
 * region, empty until the visitor moves the carousel, that says what is now shown.
 * `aria-current` on buttons rather than tabs: with several slides in view, a tab's one-panel-at-a-time promise
 * (and its arrow-key focus) would not hold, while a current item among buttons does.
 */
export function CarouselControls({ carousel, itemName, slides, className }: CarouselControlsProps) {
  return (
    <div className={cn('flex items-center justify-between gap-6', className)}>
      <div className="flex flex-wrap items-center gap-1" role="group" aria-label={`Choose ${itemName}`}>
        {slides.map((slide, index) => {
          const current = index === carousel.current;
          return (
            <button
              key={index}
              type="button"
              aria-label={pickerName(slide)}
              aria-current={current ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
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
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {carousel.moved && viewAnnouncement(slides, carousel.moved)}
      </VisuallyHidden>
    </div>
  );
}
