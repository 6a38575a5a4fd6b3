import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const ethicalPrinciplesPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Principles of Ethical AI | Infinyte Philosophy',
    heading: 'Principles of Ethical AI',
    category: 'Philosophy',
    description:
      'The principles we build by: human oversight, transparency, privacy, fairness and accountability, and how each one shows up in our work.',
    keywords: ['ethical AI principles', 'AI ethics', 'responsible AI'],
    schemaType: 'article',
    ogType: 'article',
  },
  hero: {
    category: 'Philosophy',
    title: 'Principles of ethical AI',
    description:
      'Six commitments we make to every client, every end user and ourselves, and the reason we sometimes turn down work.',
    image: heroImage('philosophy'),
  },
  blocks: [
    {
      kind: 'features',
      title: 'Our six commitments',
      items: [
        {
          icon: 'info',
          title: 'Transparency',
          description: 'People always know when they are dealing with an AI and can reach a human.',
        },
        {
          icon: 'check',
          title: 'Consent',
          description: 'We use personal data only for the purpose it was given, and never to train shared models.',
        },
        {
          icon: 'users',
          title: 'Human oversight',
          description: 'Decisions that affect someone’s money, health, job or rights are reviewed by a person.',
        },
        {
          icon: 'target',
          title: 'Fairness',
          description: 'We test outcomes across groups before launch and keep monitoring them after.',
        },
        {
          icon: 'shield',
          title: 'Security',
          description: 'We protect data as if it were our own, with isolation, encryption and audit trails.',
        },
        {
          icon: 'handshake',
          title: 'Accountability',
          description: 'Every agent has a named owner who answers for what it does.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Work we will not take',
      paragraphs: [
        'We decline projects built to deceive people, to make fully automated decisions about employment, credit or health without human review, or to collect personal data without a clear and honest purpose. Saying no costs us revenue; saying yes would cost us our reason for existing.',
      ],
    },
    {
      kind: 'split',
      title: 'Principles you can inspect',
      paragraphs: [
        'Our platform turns these commitments into enforced controls: disclosure, approval steps, fairness checks and an instant pause switch on every agent.',
      ],
      image: serviceImage('platforming-cloud', 'portrait'),
      imageSide: 'right',
      action: { label: 'See Ethical by Design', href: '/platform/ethical-by-design' },
    },
    {
      kind: 'faq',
      title: 'Holding us to it',
      items: [
        {
          question: 'How can a client check these commitments?',
          answer:
            'Every agent we deliver comes with a declaration of duties, audit logs and fairness test results your team can inspect at any time.',
        },
      ],
    },
  ],
};
