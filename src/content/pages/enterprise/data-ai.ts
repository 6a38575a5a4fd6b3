import type { PageEntry } from '../../page-entry';

export const dataAiPage: PageEntry = {
  path: '/solutions/enterprise/data-ai',
  meta: {
    title: 'Data and Artificial Intelligence | Enterprise Capabilities | Infinyte',
    heading: 'Data and Artificial Intelligence',
    category: 'Enterprise Capabilities',
    description:
      'Data platforms, analytics and production AI for the enterprise: governed pipelines, machine learning and generative AI that earn their keep.',
    keywords: ['enterprise AI', 'data platform', 'machine learning', 'generative AI'],
  },
};
