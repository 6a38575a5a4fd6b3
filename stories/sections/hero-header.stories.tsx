import type { Story } from '@ladle/react';
import { HeroHeader } from '@/components/sections/hero-header';
import { heroImage } from '@/content/media';
import { aboutPage } from '@/content/pages/about';

export default { title: 'Sections/Hero header' };

// Stories never let a video start by itself: screenshots stay on the poster.
export const PageHero: Story = () => <HeroHeader {...aboutPage.hero} height="md" />;

export const HomeVideo: Story = () => (
  <HeroHeader
    category="Intelligence. Impact. Infinite Scale."
    title="HUMAN POTENTIAL"
    description="AI workers, automation and product engineering that give your people back the hours for work only humans can do."
    video={{
      src: '/media/hero/home.mp4',
      poster: {
        src: '/media/hero/home-poster.webp',
        width: 1600,
        height: 900,
        alt: '',
      },
      loop: true,
    }}
    action={{ label: 'Start a Conversation', opensConversation: true }}
    autoPlay={false}
  />
);

export const CaseStudiesWithScrollHint: Story = () => (
  <HeroHeader
    category="Our work"
    title="Case studies"
    description="Fourteen products we designed, built and launched with founders and enterprise teams."
    image={heroImage('case-studies')}
    scrollTarget="#case-studies"
    action={{ label: 'Book a Vision Call', href: '/get-started/book-a-vision-call' }}
    height="md"
  />
);

export const CompactCentred: Story = () => (
  <HeroHeader
    category="Get started"
    title="Request a demo"
    image={heroImage('get-started')}
    height="sm"
    align="center"
  />
);
