import { WORKER_COUNT } from '@/content/constants';
import { heroImage, workerPortrait } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const meetTheDigitalWorkforcePage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Meet the Digital Workforce | Infinyte People',
    heading: 'Meet the Digital Workforce',
    category: 'People',
    description:
      'Twelve AI colleagues with names, roles and clear responsibilities: see how each one works alongside your team and where they fit best.',
    keywords: ['AI colleagues', 'digital workers', 'AI team members'],
  },
  hero: {
    category: 'People',
    title: 'Meet the Digital Workforce',
    description: `${WORKER_COUNT} AI colleagues with names, roles and managers. Here is how they fit into a human team.`,
    image: heroImage('people'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Why our workers have names',
      paragraphs: [
        'Names are not a gimmick. When a team talks about “Ella” instead of “the phone bot”, they give her clear work, notice when something is off and give feedback that makes her better. A name creates ownership on both sides.',
        'Every worker still tells customers plainly that it is an AI. The name is for the team; the honesty is for everyone.',
        'Each worker has a manager on your side who sets priorities, reviews the weekly report and decides when to widen the worker’s responsibilities.',
      ],
    },
    {
      kind: 'split',
      eyebrow: 'Front office',
      title: 'Ella, Grace and Max handle the first hello',
      paragraphs: [
        'Ella answers calls and books appointments, Grace runs the executive front desk and Max resolves support tickets. Together they make sure no customer waits and no request gets lost.',
      ],
      image: workerPortrait('ella-ai-receptionist'),
      imageSide: 'left',
      action: { label: 'Meet Ella', href: '/digital-workforce/ella-ai-receptionist' },
    },
    {
      kind: 'split',
      eyebrow: 'Growth',
      title: 'Leo, Maya and Iris fill the pipeline',
      paragraphs: [
        'Leo runs outreach, Maya plans and drafts content and Iris advises buyers on the right package. Sam then keeps every new client healthy through renewal.',
      ],
      image: workerPortrait('leo-outreach-specialist'),
      imageSide: 'right',
      action: { label: 'Meet Leo', href: '/digital-workforce/leo-outreach-specialist' },
    },
    {
      kind: 'features',
      title: 'Behind the scenes',
      items: [
        {
          icon: 'user',
          title: 'Ava',
          description: 'Chief of Staff keeping leadership focused.',
          href: '/digital-workforce/ava-chief-of-staff',
        },
        {
          icon: 'cpu',
          title: 'Nova',
          description: 'System Intelligence Agent watching your stack.',
          href: '/digital-workforce/nova-system-intelligence-agent',
        },
        {
          icon: 'database',
          title: 'Owen',
          description: 'Backup Operations Manager proving restores work.',
          href: '/digital-workforce/owen-backup-operations-manager',
        },
        {
          icon: 'search',
          title: 'Theo',
          description: 'Technical SEO Specialist keeping you found.',
          href: '/digital-workforce/theo-technical-seo-specialist',
        },
        {
          icon: 'target',
          title: 'Zoe',
          description: 'Business Analyst turning numbers into next steps.',
          href: '/digital-workforce/zoe-business-analyst',
        },
      ],
    },
  ],
};
