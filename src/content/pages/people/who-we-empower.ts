import { CONSULTATION_HOURS } from '@/content/constants';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const whoWeEmpowerPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Who We Empower | Businesses, Founders and Families | Infinyte',
    heading: 'Who We Empower',
    category: 'People',
    description:
      'Small businesses, scaling teams, first-time founders and busy families: the people Infinyte builds for, and what AI changes for each of them.',
    keywords: ['AI for small business', 'AI for founders', 'AI for families'],
  },
  hero: {
    category: 'People',
    title: 'Who we empower',
    description:
      'Owners who are stretched thin, teams buried in routine work, founders racing the clock and families who want more time together.',
    image: heroImage('people'),
  },
  blocks: [
    {
      kind: 'features',
      title: 'The people we build for',
      items: [
        {
          icon: 'users',
          title: 'Small and midsize businesses',
          description: 'Owners and managers who need enterprise-grade service without enterprise headcount.',
          href: '/digital-workforce',
        },
        {
          icon: 'workflow',
          title: 'Operations teams',
          description: 'Staff who know where the busywork is and want the skills to automate it themselves.',
          href: '/solutions/for-your-business/automate-in-house',
        },
        {
          icon: 'lightbulb',
          title: 'Founders',
          description: 'Idea-stage entrepreneurs who need a real product in users’ hands before the runway ends.',
          href: '/solutions/for-your-idea/Idea-to-market-lab',
        },
        {
          icon: 'heart',
          title: 'Families',
          description: 'Households juggling schedules, school and work who want one calm place to coordinate.',
          href: '/solutions/for-your-family/communax',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Empowerment means capability that stays',
      paragraphs: [
        'We measure success by what our clients can do after we leave. A clinic that answers every call, a bakery that plans its own production, a team that builds its next agent without us: that is what empowerment looks like in practice.',
        'That is why we document everything, train the people who will own the work and hand over the keys. Dependence is not a business model we want.',
        `We also price for access. The growth platform, a single AI worker or a ${CONSULTATION_HOURS}-hour consultation are deliberately small first steps, so a five-person firm can start with the same expertise a global company gets.`,
      ],
    },
    {
      kind: 'split',
      title: 'Enterprise teams, too',
      paragraphs: [
        'Large organizations use our enterprise capabilities to modernize data, cloud and engineering, and to give thousands of employees AI colleagues with proper governance.',
      ],
      image: serviceImage('digital-transformation', 'landscape'),
      imageSide: 'right',
      action: { label: 'Enterprise data and AI', href: '/solutions/enterprise/data-ai' },
    },
  ],
};
