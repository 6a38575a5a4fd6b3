// The home page, in the specification's order: hero video, why, four ways,
// vision call to action, workers, pillars, partners, testimonials, news and
// the closing link to the contact page.
import type { StaticPageProps } from '@/app/static-page';
import { home } from '@/content/home';
import { partners } from '@/content/partners';
import { pillars } from '@/content/pillars';
import { CtaBanner } from '@/components/sections/cta-banner';
import { PartnerStrip } from '@/components/sections/partner-strip';
import { Pillars } from '@/components/sections/pillars';
import { ServiceCards } from '@/components/sections/service-cards';
import { HomeWhy } from '@/components/home/home-why';
import { HomeWorkforce } from '@/components/home/home-workforce';
import { HomeTestimonials } from '@/components/home/home-testimonials';
import { NewsSection } from '@/components/news/news-section';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';

export function HomePage({ page }: StaticPageProps) {
  return (
    <>
      <Hero variant="media" {...pageHeroContent(page.meta, home.hero)} />
      <HomeWhy why={home.why} />
      <ServiceCards
        id="four-ways"
        surface="muted"
        eyebrow={home.ways.eyebrow}
        title={home.ways.title}
        intro={home.ways.intro}
        cards={home.ways.items}
      />
      <CtaBanner id="vision" surface="accent" content={home.vision} />
      <HomeWorkforce id="digital-workforce" />
      <Pillars
        id="platform-pillars"
        eyebrow={home.pillars.eyebrow}
        title={home.pillars.title}
        intro={home.pillars.intro}
        pillars={pillars}
      />
      <PartnerStrip
        id="partners"
        surface="muted"
        eyebrow={home.partners.eyebrow}
        title={home.partners.title}
        intro={home.partners.intro}
        partners={partners}
      />
      <HomeTestimonials id="testimonials" />
      <NewsSection id="news" />
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
