import type { Story } from '@ladle/react';
import { CtaBanner } from '@/components/sections/cta-banner';
import { heroImage } from '@/content/media';

export default { title: 'Sections/CTA banner' };

export const Default: Story = () => <CtaBanner />;

export const Accent: Story = () => (
  <CtaBanner
    surface="accent"
    content={{
      title: 'Get Started Today',
      description:
        'Tell us where you want to be in 90 days. We reply to every business inquiry within one business day.',
      to: '/contact',
      textButton: 'Contact Us',
    }}
  />
);

export const MutedOverImage: Story = () => (
  <CtaBanner
    surface="muted"
    content={{
      title: 'YOUR VISION, ACCELERATED',
      description: 'Book a vision call and leave with a one-page plan for your first AI worker.',
      to: '/get-started/book-a-vision-call',
      textButton: 'Book a Vision Call',
      image: heroImage('get-started'),
    }}
  />
);
