import type { Testimonial } from '@/content/types';
import { Media } from '@/components/ui/media';
import { CarouselRegion } from './carousel-region';
import { QuoteFigure } from './quote-figure';
import { SectionScaffold } from './section-scaffold';
import type { PageSurface } from '@/components/vocabulary';

/** 'Danielle Ortiz' -> 'DO': first letters of the first and last word. */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0]?.toUpperCase() ?? '').join('');
};

export type TestimonialSliderProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  testimonials: Testimonial[];
  carouselLabel?: string;
  /** Quotes sit on a quiet band by default so they read as a distinct voice from the page copy. */
  surface?: PageSurface;
  className?: string;
};

/** One quote at a time; moves only when the visitor asks (no autoplay). */
export function TestimonialSlider({
  id,
  eyebrow,
  title,
  testimonials,
  carouselLabel = 'Client testimonials',
  surface = 'muted',
  className,
}: TestimonialSliderProps) {
  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} size="sm" className={className}>
      <CarouselRegion
        label={carouselLabel}
        itemName="testimonial"
        items={testimonials}
        itemKey={(item) => item.authorName}
        itemLabel={(item) => ({ name: item.authorName, detail: item.label })}
      >
        {(item) => (
          <QuoteFigure
            quote={item.description}
            author={item.authorName}
            role={item.label}
            avatar={
              item.src ? (
                <Media
                  src={item.src}
                  alt=""
                  width={160}
                  height={160}
                  sizes="3.5rem"
                  className="size-14 rounded-full object-cover"
                />
              ) : (
                // Initials, not a face: the name beside them is the accessible text.
                <span
                  aria-hidden="true"
                  className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent font-display text-lg font-semibold text-accent-fg"
                >
                  {initials(item.authorName)}
                </span>
              )
            }
          />
        )}
      </CarouselRegion>
    </SectionScaffold>
  );
}
