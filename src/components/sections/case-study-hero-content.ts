// A case study's Hero: its first category over its screen, then down to the challenge.
import type { CaseStudy } from '@/content/types';
import type { RouteMeta } from '@/content/route-meta';
import { caseStudyHero } from '@/content/media';
import type { HeroProps } from './hero';

export const caseStudyHeroContent = (study: CaseStudy, meta: RouteMeta): HeroProps => ({
  category: study.category[0],
  title: meta.heading,
  description: study.description,
  image: caseStudyHero(study.slug),
  action: { label: 'Start a Conversation', opensConversation: true },
  scrollTarget: '#challenge',
});
