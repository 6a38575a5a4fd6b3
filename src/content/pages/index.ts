import type { PageEntry } from '@/content/page-entry';

export const homePage: PageEntry = {
  template: 'home',
  meta: {
    title: 'Infinyte | AI and Automation Consultancy: Intelligence. Impact. Infinite Scale.',
    heading: 'Human Potential, Amplified by AI',
    category: 'Infinyte',
    description:
      'Infinyte helps businesses, founders and families put AI to work: a digital workforce, in-house automation, idea-to-MVP in 30 days and enterprise transformation.',
    keywords: ['AI consultancy', 'automation', 'digital workforce', 'AI agents', 'digital transformation'],
    schemaType: 'organization',
  },
};
