import type { PageEntry } from '@/content/page-entry';

export const digitalTransformationPage: PageEntry = {
  template: 'service',
  meta: {
    title: 'Digital Transformation and Strategy | Enterprise Capabilities | Infinyte',
    heading: 'Digital Transformation and Strategy',
    category: 'Enterprise Capabilities',
    description:
      'Strategy that ships: operating-model design, roadmaps and change programmes that turn AI ambition into measurable business outcomes.',
    keywords: ['digital transformation', 'AI strategy', 'operating model'],
  },
};
