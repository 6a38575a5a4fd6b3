import { cva, type VariantProps } from 'class-variance-authority';
import type { Testimonial } from '@/content/types';
import { cn } from '@/lib/cn';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Media } from '@/components/ui/media';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { CarouselControls } from './carousel-controls';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';
import { useApgCarousel } from './use-apg-carousel';

/** 'Danielle Ortiz' -> 'DO': first letters of the first and last word. */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0]?.toUpperCase() ?? '').join('');
};

export const testimonialSliderVariants = cva('', {
  variants: {
    // Quotes sit on a quiet band by default so they read as a distinct voice from the page copy.
    tone: { default: '', muted: '' },
  },
  defaultVariants: { tone: 'muted' },
});

export type TestimonialSliderProps = VariantProps<typeof testimonialSliderVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  testimonials: Testimonial[];
  carouselLabel?: string;
  className?: string;
};

/** One quote at a time; moves only when the visitor asks (no autoplay). */
export function TestimonialSlider({
  id,
  eyebrow,
  title,
  testimonials,
  carouselLabel = 'Client testimonials',
  tone = 'muted',
  className,
}: TestimonialSliderProps) {
  const titleId = useSectionTitleId(id);
  const [viewportRef, carousel] = useApgCarousel(testimonials.length, testimonials.length);
  return (
    <Section
      id={id}
      tone={tone}
      aria-labelledby={titleId}
      className={cn(testimonialSliderVariants({ tone }), className)}
    >
      <Container size="narrow" className="flex flex-col gap-10">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} />
        <div role="region" aria-roledescription="carousel" aria-label={carouselLabel} className="flex flex-col gap-8">
          <div ref={viewportRef} className="overflow-hidden">
            <div className="flex touch-pan-y">
              {testimonials.map((item, index) => (
                <div
                  key={item.authorName}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${testimonials.length}`}
                  inert={carousel.isHidden(index)}
                  className="min-w-0 shrink-0 grow-0 basis-full"
                >
                  <figure className="flex flex-col gap-6">
                    <Icon name="quote" size="lg" className="text-accent" />
                    <blockquote className="font-display text-2xl font-medium text-pretty">
                      <p>{item.description}</p>
                    </blockquote>
                    <figcaption className="flex items-center gap-4">
                      {item.src ? (
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
                      )}
                      <span className="flex flex-col">
                        <span className="font-semibold">{item.authorName}</span>
                        <Text as="span" size="sm" tone="muted">
                          {item.label}
                        </Text>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <CarouselControls carousel={carousel} itemName="testimonial" />
        </div>
      </Container>
    </Section>
  );
}
