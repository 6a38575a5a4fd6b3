// The testimonial slider as an island (embla, the WAI-ARIA carousel): the section and its quotes as one root, the
// quotes its props.
import { TestimonialSlider, type TestimonialSliderProps } from '@/components/sections/testimonial-slider';
import type { Testimonial } from '@/content/types';
import { arrayOf, isString, oneOf, optional, parsed, shape } from './props';

const isTestimonial = shape<Testimonial>({
  authorName: isString,
  label: isString,
  description: isString,
  src: optional(isString),
});

const isProps = shape<TestimonialSliderProps>({
  id: optional(isString),
  eyebrow: optional(isString),
  title: isString,
  testimonials: arrayOf(isTestimonial),
  carouselLabel: optional(isString),
  surface: optional(oneOf(['default', 'muted'])),
  className: optional(isString),
});

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'testimonial slider', "a section's copy and its quotes");

export default function TestimonialSliderIsland(props: TestimonialSliderProps) {
  return <TestimonialSlider {...props} />;
}
