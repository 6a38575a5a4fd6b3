// The home page's testimonial slider with its quotes: in the browser an island that hydrates when the visitor
// nears it (src/islands/testimonial-slider-mark.tsx).
import { home } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';

export function HomeTestimonials({ id }: { id: string }) {
  return <TestimonialSlider id={id} surface="default" {...home.testimonials} testimonials={testimonials} />;
}
