import { LIVE_IN_HOURS, REPLY_PROMISE } from '@/content/constants';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const requestADemoPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Request a Demo | See the Infinyte Platform in Action',
    heading: 'Request a Demo',
    category: 'Get Started',
    description:
      'See digital workers, automations and the growth platform running on real scenarios from your industry in a live, no-obligation demo.',
    keywords: ['AI demo', 'platform demo', 'digital workforce demo'],
    schemaType: 'service',
  },
  hero: {
    category: 'Get Started',
    title: 'Request a demo',
    description:
      'See AI workers handle your kind of work: a live, 30-minute walkthrough tailored to your industry, your tools and the processes you want to improve.',
    image: heroImage('get-started'),
    action: { label: 'Start a Conversation', opensConversation: true },
  },
  blocks: [
    {
      kind: 'prose',
      title: 'A demo built around your business',
      paragraphs: [
        'Generic demos prove little. Tell us which process costs you the most time, whether it is answering calls, following up leads or producing reports, and we will show an AI worker doing that job with sample data shaped like yours.',
        `You will see the worker’s conversation, the actions it takes in tools such as HubSpot, Zendesk or Google Workspace, the points where it asks a human and the report your manager would receive. We follow up ${REPLY_PROMISE} with a written summary and a cost estimate.`,
      ],
    },
    {
      kind: 'steps',
      title: 'How it works',
      steps: [
        {
          icon: 'mail',
          title: 'Tell us your priority',
          description: 'Share the process and tools you want to see in action.',
        },
        {
          icon: 'calendar',
          title: 'Pick a time',
          description: 'We schedule a 30-minute session with a solutions consultant.',
        },
        {
          icon: 'play',
          title: 'Watch it work',
          description: 'See the worker live, ask hard questions and try edge cases.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Demo questions',
      items: [
        {
          question: 'Can we see the growth platform too?',
          answer: `Yes. We can show the CRM, outreach agents and 24/7 contact-center agent that go live in ${LIVE_IN_HOURS} hours.`,
        },
        {
          question: 'Who should attend?',
          answer:
            'The person who owns the process and, ideally, someone who will work alongside the AI worker every day.',
        },
      ],
    },
  ],
};
