import type { PageEntry } from '@/content/page-entry';

export const dataAiPage: PageEntry = {
  template: 'service',
  meta: {
    title: 'Data and Artificial Intelligence | Enterprise Capabilities | Infinyte',
    heading: 'Data and Artificial Intelligence',
    category: 'Enterprise Capabilities',
    description:
      'Data platforms, analytics and production AI for the enterprise: governed pipelines, machine learning and generative AI that earn their keep.',
    keywords: ['enterprise AI', 'data platform', 'machine learning', 'generative AI'],
  },
};
