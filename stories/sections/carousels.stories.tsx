import type { Story } from '@ladle/react';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';
import { WorkerCard } from '@/components/sections/worker-card';
import { WorkerCarousel } from '@/components/sections/worker-carousel';
import { testimonials } from '@/content/testimonials';
import { workers } from '@/content/workers';

export default { title: 'Sections/Carousels' };

export const Workers: Story = () => (
  <WorkerCarousel
    eyebrow="Digital Workforce"
    title="Meet your new teammates"
    intro="Twelve AI workers, each trained for one role and ready to hire."
    workers={workers}
  />
);

export const WorkerCards: Story = () => (
  <ul className="grid max-w-4xl gap-6 sm:grid-cols-2">
    <li>
      <WorkerCard worker={workers[0]!} />
    </li>
    <li>
      <WorkerCard worker={workers[6]!} ratio="video" />
    </li>
  </ul>
);

export const Testimonials: Story = () => (
  <TestimonialSlider eyebrow="Testimonials" title="What our clients say" testimonials={testimonials} />
);
