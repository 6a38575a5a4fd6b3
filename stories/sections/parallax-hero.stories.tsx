import type { Story } from '@ladle/react';
import { ParallaxHero } from '@/components/sections/parallax-hero';
import { heroImage } from '@/content/media';

export default { title: 'Sections/Parallax hero' };

export const Large: Story = () => (
  <ParallaxHero
    category="Philosophy"
    title="Why Infinyte"
    description="Intelligence that compounds, impact you can measure, and a scale that never costs people their judgment."
    image={heroImage('philosophy')}
    action={{ label: 'Read our principles', href: '/philosophy/principles-of-ethical-ai' }}
  />
);

export const CompactCentred: Story = () => (
  <ParallaxHero
    category="Platform"
    title="Platform overview"
    image={heroImage('platform')}
    height="compact"
    align="center"
  />
);
