import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const agentsAndAutomationPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Agents and Automation | Infinyte Platform',
    heading: 'Agents and Automation',
    category: 'Platform',
    description:
      'How Infinyte agents plan, act and hand off: orchestrated automations that connect your tools and keep people in control of every decision.',
    keywords: ['AI agents', 'workflow automation', 'agent orchestration'],
  },
  hero: {
    category: 'Platform',
    title: 'Agents and Automation',
    description:
      'Agents that understand their role, use your tools safely and hand off to each other, and to people, at exactly the right moment.',
    image: heroImage('platform'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'An agent is a job description, not a prompt',
      paragraphs: [
        'Every agent on the platform is defined by a role, the tools it may use, the data it may read, the decisions it may make alone and the ones it must escalate. That definition is versioned, reviewed and tested like code.',
        'Deterministic automation handles the predictable steps, such as moving records, sending confirmations and updating statuses, while language models handle the judgment: reading an email, drafting a reply or classifying a request. The combination is faster and far more reliable than either alone.',
      ],
    },
    {
      kind: 'steps',
      title: 'From request to result',
      steps: [
        {
          icon: 'message',
          title: 'Understand',
          description: 'The agent reads the request, pulls relevant context from memory and identifies the task.',
        },
        {
          icon: 'workflow',
          title: 'Act',
          description:
            'It calls approved tools, such as your CRM, calendar or ticketing system, with scoped credentials.',
        },
        {
          icon: 'users',
          title: 'Escalate or complete',
          description: 'Anything outside its remit goes to a person or another agent with a written summary.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'Coordination without a single point of failure',
      paragraphs: [
        'Agents publish and subscribe to events rather than calling each other directly. If one is paused for an update, work queues safely until it returns, and new agents join by subscribing to the events they care about.',
      ],
      bullets: [
        'Event-driven handoffs with full context',
        'Retry and dead-letter queues',
        'Per-agent dashboards and logs',
      ],
      image: serviceImage('platforming-cloud', 'landscape'),
      imageSide: 'right',
      action: { label: 'Meet the Digital Workforce', href: '/digital-workforce' },
    },
  ],
};
