// What a page whose copy carries its hero, and the not-found page, put in their
// Hero (case studies and workers have theirs beside their templates' data, so
// the home page's first load carries neither). Every hero is titled with the
// route's metadata heading: the one h1 the metadata table promises for that path.
import type { HeroContent } from '@/content/types';
import { notFoundMeta, type RouteMeta } from '@/content/route-meta';
import { heroImage } from '@/content/media';
import type { HeroProps } from './hero';

/** A page whose copy carries its hero (the eyebrow falls back to the route's category). */
export const pageHeroContent = (meta: RouteMeta, hero: HeroContent): HeroContent => ({
  ...hero,
  title: meta.heading,
  category: hero.category ?? meta.category,
});

/** The not-found page: as tall as its copy over its artwork. */
export const notFoundHeroContent: HeroProps = {
  variant: 'compact',
  category: notFoundMeta.category,
  title: notFoundMeta.heading,
  description: notFoundMeta.description,
  image: heroImage('not-found'),
};
