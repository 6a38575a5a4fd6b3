import type { PageEntry } from '@/content/page-entry';

export const technologyEngineeringPage: PageEntry = {
  template: 'service',
  meta: {
    title: 'Technology and Engineering | Enterprise Capabilities | Infinyte',
    heading: 'Technology and Engineering',
    category: 'Enterprise Capabilities',
    description:
      'Senior engineering teams that design, build and modernise web, mobile and back-end systems with automated testing and delivery from day one.',
    keywords: ['software engineering', 'application modernisation', 'custom software'],
  },
};
