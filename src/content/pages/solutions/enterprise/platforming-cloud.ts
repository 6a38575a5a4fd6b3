import type { PageEntry } from '@/content/page-entry';

export const platformingCloudPage: PageEntry = {
  template: 'service',
  meta: {
    title: 'Platforming and Cloud Services | Enterprise Capabilities | Infinyte',
    heading: 'Platforming and Cloud Services',
    category: 'Enterprise Capabilities',
    description:
      'Cloud foundations, platform engineering and migrations on AWS, Azure and Google Cloud, built for security, resilience and cost control.',
    keywords: ['cloud services', 'platform engineering', 'cloud migration'],
  },
};
