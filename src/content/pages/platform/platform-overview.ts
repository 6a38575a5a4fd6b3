import { LIVE_IN_HOURS } from '@/content/constants';
import { contactBanner } from '@/content/cta';
import { heroImage } from '@/content/media';
import { pillars } from '@/content/pillars';
import type { CopyPageEntry } from '@/content/page-entry';

export const platformOverviewPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Platform Overview | The Infinyte Intelligence Platform',
    heading: 'Platform Overview',
    category: 'Platform',
    description:
      'One platform for AI at work: an adaptive intelligence fabric, decentralized orchestration and an ethical-by-design framework underneath every agent.',
    keywords: ['AI platform', 'intelligence fabric', 'agent platform'],
    schemaType: 'software',
  },
  hero: {
    category: 'Platform',
    title: 'One platform under every agent we deploy',
    description:
      'The Infinyte platform is the shared foundation for our Digital Workforce, client agents and growth tools: one place for models, memory, orchestration and oversight.',
    image: heroImage('platform'),
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Overview',
      title: 'Why a platform, not a pile of bots',
      paragraphs: [
        'Single-purpose bots are easy to launch and hard to live with. Each has its own prompts, its own copy of your data and its own failure modes. Our platform gives every agent the same foundations, so they share context, follow the same policies and improve together.',
        `The same platform powers the business growth platform we can have live in ${LIVE_IN_HOURS} hours, the AI workers you hire and the custom agents your team builds in our workshop.`,
      ],
    },
    {
      kind: 'features',
      eyebrow: 'The three pillars',
      title: 'Built on three foundations',
      items: pillars,
    },
    {
      kind: 'features',
      title: 'Explore the platform',
      items: [
        {
          icon: 'workflow',
          title: 'Agents and Automation',
          description: 'How agents are defined, coordinated and supervised.',
          href: '/platform/agents-and-automation',
        },
        {
          icon: 'shield',
          title: 'Architecture and Security',
          description: 'How data is isolated, protected and audited.',
          href: '/platform/architecture-and-security',
        },
        {
          icon: 'heart',
          title: 'Ethical by Design',
          description: 'How consent, fairness and human review are enforced.',
          href: '/platform/ethical-by-design',
        },
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};
