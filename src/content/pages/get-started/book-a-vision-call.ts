import { CONSULTATION_HOURS } from '@/content/constants';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const bookAVisionCallPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Book a Vision Call | Your Vision, Accelerated | Infinyte',
    heading: 'Book a Vision Call',
    category: 'Get Started',
    description:
      'A focused conversation with a senior strategist about where you want to go, what is in the way and how AI can get you there faster.',
    keywords: ['vision call', 'AI strategy call', 'consultation'],
  },
  hero: {
    category: 'Get Started',
    title: 'Book a vision call',
    description:
      'Forty-five minutes with a senior consultant to describe where you want your business to be in a year, and map the fastest credible route there.',
    image: heroImage('get-started'),
    action: { label: 'Start a Conversation', opensConversation: true },
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Start with the destination',
      paragraphs: [
        'A vision call is not a sales pitch. We ask about your goals, your constraints and the work that keeps your team from growth, then sketch the two or three moves that would change the picture most.',
        `You leave with a one-page summary: the opportunities we see, the order we would tackle them and a rough budget for each. If a deeper dive makes sense, the ${CONSULTATION_HOURS}-hour Expert Guidance Consultation turns that sketch into a detailed plan.`,
      ],
    },
    {
      kind: 'split',
      title: 'Come prepared, leave with a plan',
      paragraphs: ['A little preparation makes the call far more valuable. Before we meet, think about:'],
      bullets: [
        'The goal that matters most over the next twelve months',
        'The processes that consume the most staff time',
        'The systems your team relies on every day',
        'Any rules on data, compliance or budget we must respect',
      ],
      image: serviceImage('digital-transformation', 'landscape'),
      imageSide: 'right',
    },
    {
      kind: 'stats',
      title: 'What to expect',
      items: [
        { value: '45 min', label: 'video call with a senior consultant' },
        { value: '1 page', label: 'summary of opportunities and next steps' },
        { value: '1 business day', label: 'until the summary reaches your inbox' },
      ],
    },
    {
      kind: 'faq',
      title: 'Vision call questions',
      items: [
        {
          question: 'Is the vision call free?',
          answer: 'Yes. There is no charge and no obligation; we only ask that a decision-maker attends.',
        },
        {
          question: 'What happens after the call?',
          answer:
            'You receive the summary, and if you want to go further we propose a consultation, a worker pilot or a workshop.',
        },
      ],
    },
  ],
};
