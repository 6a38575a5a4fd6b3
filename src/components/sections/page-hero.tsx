// Every inner page opens with the hero of its copy, titled with the route's
// metadata heading: the one h1 the metadata table promises for that path.
import type { HeroContent } from '@/content/types';
import type { RouteMeta } from '@/content/route-meta';
import { HeroHeader, type HeroHeaderProps } from '@/components/sections/hero-header';

export type PageHeroProps = {
  meta: RouteMeta;
  hero: HeroContent;
  height?: HeroHeaderProps['height'];
};

export function PageHero({ meta, hero, height = 'md' }: PageHeroProps) {
  return <HeroHeader {...hero} title={meta.heading} category={hero.category ?? meta.category} height={height} />;
}
