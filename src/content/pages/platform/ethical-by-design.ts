import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const ethicalByDesignPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Ethical by Design | Infinyte Platform',
    heading: 'Ethical by Design',
    category: 'Platform',
    description:
      'Fairness checks, transparency and human oversight built into the platform itself, so responsible AI is the default rather than an afterthought.',
    keywords: ['ethical AI', 'responsible AI', 'AI governance'],
  },
  hero: {
    category: 'Platform',
    title: 'Ethical by Design',
    description:
      'Principles are easy to publish and hard to enforce. On our platform, consent, transparency, fairness checks and human review are features, not footnotes.',
    image: heroImage('platform'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Ethics enforced in the software',
      paragraphs: [
        'Every agent on the platform declares the decisions it is allowed to make, the people it serves and the data it may use. The platform refuses actions outside that declaration, so good intentions cannot quietly erode under deadline pressure.',
        'When an agent talks to the public, it says it is an AI. When it makes a recommendation that affects a person, such as a credit limit, an appointment priority or a hiring shortlist, a human reviews it before it takes effect.',
      ],
    },
    {
      kind: 'features',
      title: 'Safeguards on every agent',
      items: [
        {
          icon: 'info',
          title: 'Disclosure',
          description: 'Agents identify themselves as AI in every customer conversation.',
        },
        {
          icon: 'users',
          title: 'Human review',
          description: 'Decisions that affect people require approval by a named reviewer.',
        },
        {
          icon: 'target',
          title: 'Fairness testing',
          description: 'Outcomes are tested across groups before launch and monitored after.',
        },
        {
          icon: 'alert',
          title: 'Kill switch',
          description: 'Any owner can pause an agent instantly, with work safely queued.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'Read the principles behind the features',
      paragraphs: [
        'Our philosophy pages explain the commitments these safeguards come from, and the questions we ask before we agree to build anything.',
      ],
      image: serviceImage('digital-transformation', 'landscape'),
      imageSide: 'left',
      action: { label: 'Principles of ethical AI', href: '/philosophy/principles-of-ethical-ai' },
    },
    {
      kind: 'faq',
      title: 'Ethics in practice',
      items: [
        {
          question: 'Who decides what an agent may do?',
          answer:
            'Your named agent owner approves its declaration of duties, and any change is reviewed and logged before it takes effect.',
        },
        {
          question: 'What happens when an agent is unsure?',
          answer: 'It stops and hands the case to a person with a summary, rather than guessing.',
        },
      ],
    },
  ],
};
