// The home page's testimonial slider with its quotes, loaded when the visitor nears it.
import { home } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';

export default function HomeTestimonials({ id }: { id: string }) {
  return <TestimonialSlider id={id} surface="default" {...home.testimonials} testimonials={testimonials} />;
}
