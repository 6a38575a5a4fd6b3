import { CONSULTATION_HOURS, LIVE_IN_HOURS, MVP_DAYS, WORKSHOP_AGENTS } from '@/content/constants';
import { contactBanner } from '@/content/cta';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const solutionsPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Solutions | AI for Business, Founders, Families and Enterprise | Infinyte',
    heading: 'One Platform, Four Ways to Accelerate',
    category: 'Solutions',
    description:
      'Explore Infinyte solutions: a growth platform live in 48 hours, a digital workforce, in-house automation training, an idea-to-market lab and enterprise capabilities.',
    keywords: ['AI solutions', 'automation services', 'enterprise AI'],
  },
  hero: {
    category: 'Solutions',
    title: 'The right way in for every ambition',
    description:
      'Businesses, founders and families come to us with different goals. Pick the path that matches yours; every one runs on the same platform and the same team.',
    image: heroImage('solutions'),
  },
  blocks: [
    {
      kind: 'features',
      eyebrow: 'For your business',
      title: 'Grow faster without growing headcount',
      intro: 'Three ways to put AI to work in a business, from same-week wins to lasting in-house capability.',
      items: [
        {
          icon: 'bot',
          title: 'Digital Workforce',
          description:
            'Hire AI workers for specific roles: receptionist, outreach, support, analysis and more. Each is trained on your playbooks and supervised by your team.',
          href: '/digital-workforce',
        },
        {
          icon: 'workflow',
          title: 'Automate In-House',
          description: `A workshop that prepares your staff to deploy ${WORKSHOP_AGENTS} custom agents and govern them with confidence.`,
          href: '/solutions/for-your-business/automate-in-house',
        },
        {
          icon: 'rocket',
          title: 'Business growth platform',
          description: `CRM, AI outreach agents and a 24/7 contact-center agent, live in ${LIVE_IN_HOURS} hours.`,
        },
      ],
    },
    {
      kind: 'split',
      eyebrow: 'For your idea',
      title: 'Idea-to-Market Lab',
      paragraphs: [
        `Founders bring an idea; we bring product strategy, design and engineering. In ${MVP_DAYS} days you have a working MVP in the hands of real users, plus the evidence you need for your next investor meeting.`,
      ],
      image: serviceImage('technology-engineering', 'landscape'),
      imageSide: 'left',
      action: { label: 'Explore the Lab', href: '/solutions/for-your-idea/Idea-to-market-lab' },
    },
    {
      kind: 'split',
      eyebrow: 'For you and your family',
      title: 'Communax',
      paragraphs: [
        'Communax brings the same care we put into business tools to family life: one private hub for schedules, chores, school notices and check-ins, with a helpful assistant and strict privacy.',
      ],
      image: serviceImage('data-ai', 'portrait'),
      imageSide: 'right',
      action: { label: 'Learn about Communax', href: '/solutions/for-your-family/communax' },
    },
    {
      kind: 'features',
      eyebrow: 'Enterprise capabilities',
      title: 'Depth for complex organizations',
      items: [
        {
          icon: 'brain',
          title: 'Data and Artificial Intelligence',
          description: 'Governed data platforms, machine learning and generative AI in production.',
          href: '/solutions/enterprise/data-ai',
        },
        {
          icon: 'compass',
          title: 'Digital Transformation and Strategy',
          description: 'Roadmaps, operating models and change programs that deliver.',
          href: '/solutions/enterprise/digital-transformation',
        },
        {
          icon: 'cloud',
          title: 'Platforming and Cloud Services',
          description: 'Landing zones, platform engineering and cloud cost control.',
          href: '/solutions/enterprise/platforming-cloud',
        },
        {
          icon: 'code',
          title: 'Technology and Engineering',
          description: 'Web, mobile and integration engineering you can inherit.',
          href: '/solutions/enterprise/technology-engineering',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Not sure where to start?',
      paragraphs: [
        `Book the ${CONSULTATION_HOURS}-hour Expert Guidance Consultation. A senior consultant will review your goals and tools with you and recommend the path with the fastest payback.`,
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};
