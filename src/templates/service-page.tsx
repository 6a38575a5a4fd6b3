// /solutions/enterprise/{slug}: the service hero, its practice areas, the
// two-column gallery, an invitation and the cycling previous/next pager.
import type { EnterpriseService } from '@/content/types';
import type { StaticPageProps } from '@/app/static-page';
import { getAdjacentServices, serviceRoute, services } from '@/content/services';
import { ConversationBlock } from '@/components/sections/conversation-block';
import { GalleryBlock } from '@/components/sections/gallery-block';
import { ServicePager } from '@/components/sections/service-pager';
import { ListSection } from '@/components/sections/list-section';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';

const target = (service: EnterpriseService) => ({ title: service.title, href: serviceRoute(service.slug) });

export function ServicePage({ page: { meta }, path }: StaticPageProps) {
  const service = services.find((entry) => serviceRoute(entry.slug) === path);
  if (!service) throw new Error(`No enterprise service at ${path}`);
  const adjacent = getAdjacentServices(service.slug);
  return (
    <>
      <Hero
        {...pageHeroContent(meta, {
          category: service.category,
          title: meta.heading,
          description: service.description,
          image: service.src,
          action: { label: 'Start a Conversation', opensConversation: true },
          scrollTarget: '#practice-1',
        })}
      />
      {service.sections.map((section, index) => (
        <ListSection
          key={section.title}
          id={`practice-${index + 1}`}
          surface={index % 2 ? 'muted' : 'default'}
          eyebrow={`Practice ${index + 1} of ${service.sections.length}`}
          title={section.title}
          paragraphs={[section.body]}
          items={section.points}
        />
      ))}
      <GalleryBlock
        id="gallery"
        surface={service.sections.length % 2 ? 'muted' : 'default'}
        eyebrow="In practice"
        title={`${service.title} at work`}
        images={service.srcSlider}
        arrangement="staggered"
      />
      <ConversationBlock
        id="talk"
        surface="accent"
        title="Bring us your hardest problem"
        description={`Tell us where ${service.title.toLowerCase()} could move your numbers. A senior consultant replies with a first view and the people you would work with.`}
      />
      {adjacent && <ServicePager previous={target(adjacent.previous)} next={target(adjacent.next)} />}
    </>
  );
}
