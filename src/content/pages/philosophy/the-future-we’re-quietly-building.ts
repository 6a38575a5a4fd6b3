import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const futurePage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'The Future We’re Quietly Building | Infinyte Philosophy',
    heading: 'The Future We’re Quietly Building',
    category: 'Philosophy',
    description:
      'A future where AI takes the busywork and people keep the judgement: the long-term vision that guides every product and partnership we take on.',
    keywords: ['future of work', 'AI vision', 'human and AI'],
    schemaType: 'article',
    ogType: 'article',
  },
  hero: {
    category: 'Philosophy',
    title: 'The future we’re quietly building',
    description:
      'Not robots replacing people, but organizations where every person has a capable team of AI colleagues behind them.',
    image: heroImage('philosophy'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'A quieter kind of revolution',
      paragraphs: [
        'The headlines promise machines that do everything. The reality we are building is more useful and less dramatic: receptionists who never miss a call, analysts who have the report ready on Monday, owners who finally take a weekend off because the follow-ups are handled.',
        'We call it quiet because when it works, nobody notices the AI. Customers just get faster answers, employees spend less time on copy and paste, and small businesses compete with large ones on service.',
        'It is also a future we are building carefully: with disclosure, human review and privacy as defaults, so the trust people place in these systems is earned.',
      ],
    },
    {
      kind: 'features',
      title: 'What that future looks like',
      items: [
        {
          icon: 'users',
          title: 'Every employee has a team',
          description:
            'A nurse, a dispatcher or a shop owner directs a handful of AI workers the way a manager directs staff.',
        },
        {
          icon: 'globe',
          title: 'Small firms, big reach',
          description: 'A ten-person company serves customers around the clock and in any language.',
        },
        {
          icon: 'clock',
          title: 'Time returned',
          description: 'Hours once spent on routine work go back to customers, craft and family.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'See it working today',
      paragraphs: [
        'This is not a forecast. Our clients already run clinics, restaurants and service businesses with AI workers alongside their teams. Their stories show what the next decade looks like for everyone.',
      ],
      image: serviceImage('data-ai', 'landscape'),
      imageSide: 'left',
      action: { label: 'Read the case studies', href: '/case-studies' },
    },
  ],
};
