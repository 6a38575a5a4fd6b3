// What each kind of page puts in its Hero. Every hero is titled with the route's
// metadata heading: the one h1 the metadata table promises for that path.
import type { CaseStudy, AiWorker, HeroContent } from '@/content/types';
import { notFoundMeta, type RouteMeta } from '@/content/route-meta';
import { caseStudyHero, heroImage } from '@/content/media';
import { hireRequest } from '@/components/conversation/hire-request';
import type { HeroProps } from './hero';

/** A page whose copy carries its hero (the eyebrow falls back to the route's category). */
export const pageHeroContent = (meta: RouteMeta, hero: HeroContent): HeroContent => ({
  ...hero,
  title: meta.heading,
  category: hero.category ?? meta.category,
});

/** A case study: its first category over its screen, then down to the challenge. */
export const caseStudyHeroContent = (study: CaseStudy, meta: RouteMeta): HeroProps => ({
  category: study.category[0],
  title: meta.heading,
  description: study.description,
  image: caseStudyHero(study.slug),
  action: { label: 'Start a Conversation', opensConversation: true },
  scrollTarget: '#challenge',
});

/** A worker: role, name, what they do, 'Hire {name}' and the way back to the team, beside the portrait. */
export const workerHeroContent = (worker: AiWorker, meta: RouteMeta): HeroProps => ({
  variant: 'portrait',
  category: `${meta.category} · ${worker.category[0]}`,
  title: meta.heading,
  subtitle: worker.title,
  description: worker.description,
  portrait: worker.imgSrc,
  action: { label: worker.textButton, opensConversation: true, request: hireRequest(worker) },
  back: { label: 'The whole team', href: '/digital-workforce' },
});

/** The not-found page: as tall as its copy over its artwork. */
export const notFoundHeroContent: HeroProps = {
  variant: 'compact',
  category: notFoundMeta.category,
  title: notFoundMeta.heading,
  description: notFoundMeta.description,
  image: heroImage('not-found'),
};
