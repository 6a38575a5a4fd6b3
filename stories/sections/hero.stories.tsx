import type { Story } from '@ladle/react';
import { Hero } from '@/components/sections/hero';
import { caseStudyHeroContent } from '@/components/sections/case-study-hero-content';
import { notFoundHeroContent, pageHeroContent } from '@/components/sections/hero-content';
import { workerHeroContent } from '@/components/workers/worker-hero-content';
import { caseStudies } from '@/content/case-studies';
import { home } from '@/content/home';
import { heroImage } from '@/content/media';
import { aboutPage } from '@/content/pages/about';
import { caseStudyMeta, workerMeta } from '@/content/route-meta';
import { workers } from '@/content/workers';

export default { title: 'Sections/Hero' };

// Stories never let a video start by itself: screenshots stay on the poster.
export const MediaVideo: Story = () => <Hero variant="media" {...home.hero} autoPlay={false} />;

export const Page: Story = () => <Hero {...pageHeroContent(aboutPage.meta, aboutPage.hero)} />;

export const PageWithScrollHint: Story = () => (
  <Hero
    category="Our work"
    title="Case studies"
    description="Fourteen products we designed, built and launched with founders and enterprise teams."
    image={heroImage('case-studies')}
    scrollTarget="#case-studies"
    action={{ label: 'Book a Vision Call', href: '/get-started/book-a-vision-call' }}
  />
);

const study = caseStudies[0]!;
export const CaseStudy: Story = () => <Hero {...caseStudyHeroContent(study, caseStudyMeta(study))} />;

const worker = workers[0]!;
const workerPageMeta = workerMeta({ firstName: worker.firstName, role: worker.category[0]! });
export const Worker: Story = () => <Hero {...workerHeroContent(worker, workerPageMeta)} />;

export const Compact: Story = () => <Hero {...notFoundHeroContent} />;

export const CompactCentred: Story = () => (
  <Hero
    variant="compact"
    align="center"
    category="Get started"
    title="Request a demo"
    image={heroImage('get-started')}
  />
);
