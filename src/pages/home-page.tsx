// The home page, in the specification's order: hero video, why, four ways,
// vision call to action, workers, pillars, partners, testimonials, news and
// the closing link to the contact page.
import { Suspense } from 'react';
import type { RouteMeta } from '@/content/route-meta';
import { home } from '@/content/home';
import { partners } from '@/content/partners';
import { pillars } from '@/content/pillars';
import { testimonials } from '@/content/testimonials';
import { workers } from '@/content/workers';
import { CtaBanner } from '@/components/sections/cta-banner';
import { PartnerStrip } from '@/components/sections/partner-strip';
import { Pillars } from '@/components/sections/pillars';
import { ServiceCards } from '@/components/sections/service-cards';
import { NewsSection } from '@/components/news/news-section';
import { HomeWhy } from './home-why';
import { lazySection } from './lazy-section';
import { PageHero } from './page-hero';

// The carousels (and embla with them) load after the hero, in their own chunk.
const workerCarousel = lazySection(() =>
  import('@/components/sections/worker-carousel').then((module) => ({ default: module.WorkerCarousel })),
);
const testimonialSlider = lazySection(() =>
  import('@/components/sections/testimonial-slider').then((module) => ({ default: module.TestimonialSlider })),
);
if (import.meta.env.SSR) await Promise.all([workerCarousel.preload(), testimonialSlider.preload()]);

const WorkerCarousel = workerCarousel.Component;
const TestimonialSlider = testimonialSlider.Component;

export function HomePage({ meta }: { meta: RouteMeta }) {
  return (
    <>
      <PageHero meta={meta} hero={home.hero} height="full" />
      <HomeWhy why={home.why} />
      <ServiceCards
        id="four-ways"
        tone="muted"
        eyebrow={home.ways.eyebrow}
        title={home.ways.title}
        intro={home.ways.intro}
        cards={home.ways.items}
      />
      <CtaBanner id="vision" tone="accent" content={home.vision} />
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <WorkerCarousel
          id="digital-workforce"
          tone="muted"
          eyebrow={home.workers.eyebrow}
          title={home.workers.title}
          intro={home.workers.intro}
          workers={workers}
        />
      </Suspense>
      <Pillars
        id="platform-pillars"
        eyebrow={home.pillars.eyebrow}
        title={home.pillars.title}
        intro={home.pillars.intro}
        pillars={pillars}
      />
      <PartnerStrip
        id="partners"
        tone="muted"
        eyebrow={home.partners.eyebrow}
        title={home.partners.title}
        intro={home.partners.intro}
        partners={partners}
      />
      <Suspense fallback={<div className="min-h-[28rem]" />}>
        <TestimonialSlider
          id="testimonials"
          tone="default"
          eyebrow={home.testimonials.eyebrow}
          title={home.testimonials.title}
          testimonials={testimonials}
        />
      </Suspense>
      <NewsSection />
      <CtaBanner
        id="get-started"
        content={{
          title: home.getStarted.title,
          description: home.getStarted.intro ?? '',
          to: home.getStarted.link.href,
          textButton: home.getStarted.link.label,
        }}
      />
    </>
  );
}
