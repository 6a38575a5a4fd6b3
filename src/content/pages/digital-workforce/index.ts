import { WORKER_COUNT } from '@/content/constants';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

// The worker carousel is a section of the route; this is the copy around it.
export const digitalWorkforcePage: CopyPageEntry = {
  template: 'digital-workforce',
  meta: {
    title: 'Digital Workforce | Twelve AI Workers Ready to Hire | Infinyte',
    heading: 'Meet Your Digital Workforce',
    category: 'For Your Business',
    description:
      'Hire named AI workers, from a chief of staff to a technical SEO specialist, who join your team, learn your tools and work around the clock.',
    keywords: ['digital workforce', 'AI workers', 'AI employees', 'AI receptionist'],
    schemaType: 'software',
  },
  hero: {
    category: 'For Your Business',
    title: 'Digital Workforce',
    description: `${WORKER_COUNT} AI workers with clear job descriptions, trained on your playbooks and working inside your tools. Hire one to clear a backlog, or build a team that runs around the clock.`,
    image: heroImage('digital-workforce'),
    scrollTarget: '#workers',
  },
  blocks: [
    {
      kind: 'prose',
      id: 'workers',
      eyebrow: 'The team',
      title: 'Hire for a role, not a tool',
      paragraphs: [
        'Most AI projects stall because nobody owns them. Every Infinyte worker has a defined role, a manager on your side, written responsibilities and a weekly report, exactly like a new hire. That makes them easy to evaluate and easy to trust.',
        'Workers run on our platform, connect to your systems with least-privilege access and escalate anything outside their remit to a person. You decide how much autonomy each one gets, and you can widen it as the results come in.',
      ],
    },
    {
      kind: 'features',
      title: 'What every worker comes with',
      items: [
        {
          icon: 'user',
          title: 'A named role',
          description: 'A clear job description, tone of voice and list of tasks agreed with you before go-live.',
        },
        {
          icon: 'shield',
          title: 'Guardrails',
          description: 'Approval steps, data limits and audit logs set by your policies.',
        },
        {
          icon: 'clock',
          title: 'Always on',
          description: 'Workers cover nights, weekends and peaks without overtime or burnout.',
        },
        {
          icon: 'target',
          title: 'Measured results',
          description: 'A weekly report on volume, quality and the outcomes you care about.',
        },
      ],
    },
    {
      kind: 'split',
      eyebrow: 'Teams, not tools',
      title: 'Workers that hand off to each other',
      paragraphs: [
        'Ella books the appointment, Sam onboards the new client and Zoe reports the revenue impact. Our orchestration layer lets workers pass context to one another, so a customer never has to repeat themselves.',
      ],
      image: serviceImage('data-ai', 'landscape'),
      imageSide: 'right',
      action: { label: 'See how agents coordinate', href: '/platform/agents-and-automation' },
    },
  ],
};
