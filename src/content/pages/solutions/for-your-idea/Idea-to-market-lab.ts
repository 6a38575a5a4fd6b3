import { MVP_DAYS } from '@/content/constants';
import { caseStudySlide, heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const ideaToMarketLabPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Idea-to-Market Lab | From Idea to MVP in 30 Days | Infinyte',
    heading: 'Idea-to-Market Lab',
    category: 'For Your Idea',
    description:
      'Bring an idea and leave with a working MVP in 30 days: discovery, design, build and launch with a senior product team and AI-accelerated delivery.',
    keywords: ['MVP in 30 days', 'startup lab', 'product development'],
  },
  hero: {
    category: 'For Your Idea',
    title: 'Idea-to-Market Lab',
    description: `From a validated idea to a working MVP in ${MVP_DAYS} days. Strategy, design and engineering in one focused sprint, with real users testing the result.`,
    image: heroImage('idea-to-market-lab'),
    action: { label: 'Start a Conversation', opensConversation: true },
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'The Lab',
      title: `${MVP_DAYS} days, one goal: real users`,
      paragraphs: [
        `Founders lose months polishing features nobody asked for. The Lab does the opposite. In ${MVP_DAYS} days we define the one job your product must do, design it, build it and put it in front of real users, so your next decision is based on evidence instead of opinion.`,
        'You work with a dedicated product lead, a designer and two senior engineers. We use proven building blocks for authentication, payments and hosting, so the whole budget goes into what makes your product different.',
      ],
    },
    {
      kind: 'steps',
      title: `The ${MVP_DAYS}-day sprint`,
      steps: [
        {
          icon: 'target',
          title: 'Days 1-5: Focus',
          description:
            'Interviews, a sharp problem statement, the core user journey and the metrics that define success.',
        },
        {
          icon: 'layers',
          title: 'Days 6-12: Design',
          description: 'Clickable prototypes tested with at least five target users, then a locked scope.',
        },
        {
          icon: 'code',
          title: 'Days 13-26: Build',
          description: 'Production-quality code in daily builds you can try, with analytics built in from the start.',
        },
        {
          icon: 'rocket',
          title: `Days 27-${MVP_DAYS}: Launch`,
          description: 'Release to your first users, a results review and a roadmap for the next ninety days.',
        },
      ],
    },
    {
      kind: 'split',
      eyebrow: 'Proof',
      title: 'Ideas we have taken to market',
      paragraphs: [
        'Snap & Savor, Fade Home, Salsa Nights and Crumb Club all started in the Lab. Each launched with a focused first version, learned from real customers and grew from there.',
      ],
      image: caseStudySlide('snap-savor', 1, 'Snap & Savor restaurant list with open time slots'),
      imageSide: 'left',
      action: { label: 'Browse case studies', href: '/case-studies' },
    },
    {
      kind: 'stats',
      title: 'What you leave with',
      items: [
        { value: `${MVP_DAYS} days`, label: 'from kickoff to launch' },
        { value: '5+', label: 'user tests before a line of production code' },
        { value: '100%', label: 'of the code and design files are yours' },
      ],
    },
  ],
};
