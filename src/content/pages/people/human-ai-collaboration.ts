import { WORKSHOP_AGENTS } from '@/content/constants';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const humanAiCollaborationPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Human and AI Collaboration | Infinyte People',
    heading: 'Human and AI Collaboration',
    category: 'People',
    description:
      'People set direction, agents carry the load: the collaboration patterns, hand-offs and safeguards that make human and AI teams work.',
    keywords: ['human AI collaboration', 'human in the loop', 'AI teamwork'],
  },
  hero: {
    category: 'People',
    title: 'Human-AI collaboration',
    description:
      'The best results come from teams where people set direction and judge quality, and AI handles volume and speed.',
    image: heroImage('people'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Who does what',
      paragraphs: [
        'We design every workflow by asking one question at each step: does this need judgment, empathy or accountability? If yes, a person owns it. If it is repetitive, rules-based or simply high volume, an agent takes it, with the person reviewing the results.',
        'That split changes jobs for the better. Receptionists become patient coordinators, analysts become advisors and support agents spend their time on the hard cases customers remember.',
      ],
    },
    {
      kind: 'steps',
      title: 'Three patterns we use',
      steps: [
        {
          icon: 'user',
          title: 'Human in the loop',
          description: 'The agent drafts and a person approves before anything is sent or changed.',
        },
        {
          icon: 'users',
          title: 'Human on the loop',
          description: 'The agent acts within limits while a person monitors and can step in at any time.',
        },
        {
          icon: 'bot',
          title: 'Human at the edge',
          description: 'The agent handles routine cases end to end and hands exceptions to a person with full context.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'Skills for the new way of working',
      paragraphs: [
        `Our Automate In-House workshop teaches teams to design these patterns themselves and deploy ${WORKSHOP_AGENTS} agents of their own.`,
      ],
      image: serviceImage('technology-engineering', 'landscape'),
      imageSide: 'left',
      action: { label: 'Explore the workshop', href: '/solutions/for-your-business/automate-in-house' },
    },
    {
      kind: 'stats',
      title: 'What collaboration changes',
      items: [
        { value: '30-60%', label: 'of routine handling moved to agents in typical teams' },
        { value: '0', label: 'roles where a person loses the final say on decisions about people' },
        { value: '1 owner', label: 'accountable for every agent in production' },
      ],
    },
  ],
};
