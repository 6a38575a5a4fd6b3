import { CONSULTATION_HOURS, MVP_DAYS, REPLY_PROMISE, WORKSHOP_AGENTS } from '@/content/constants';
import { processSteps } from '@/content/process-steps';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const findYourFitPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Find Your Fit | Which Infinyte Solution Is Right for You',
    heading: 'Find Your Fit',
    category: 'Get Started',
    description:
      'Answer a few questions about your goals and team, and we will point you to the offering that will make the biggest difference first.',
    keywords: ['choose AI solution', 'AI readiness'],
  },
  hero: {
    category: 'Get Started',
    title: 'Find your fit',
    description:
      'Four ways to work with us, from a single AI worker to a full enterprise program. Here is how to choose the one that pays off fastest for you.',
    image: heroImage('get-started'),
  },
  blocks: [
    {
      kind: 'features',
      title: 'Match your goal to a path',
      items: [
        {
          icon: 'clock',
          title: 'You need capacity now',
          description:
            'Hire an AI worker for a specific role, like reception, outreach or support, and see results in weeks.',
          href: '/digital-workforce',
        },
        {
          icon: 'workflow',
          title: 'You want skills that stay',
          description: `Send a cohort to Automate In-House and deploy ${WORKSHOP_AGENTS} agents your team owns.`,
          href: '/solutions/for-your-business/automate-in-house',
        },
        {
          icon: 'lightbulb',
          title: 'You have a product idea',
          description: `Join the Idea-to-Market Lab and launch an MVP in ${MVP_DAYS} days.`,
          href: '/solutions/for-your-idea/Idea-to-market-lab',
        },
        {
          icon: 'layers',
          title: 'You run a complex organization',
          description: 'Combine data, cloud, engineering and transformation expertise in an enterprise program.',
          href: '/solutions/enterprise/digital-transformation',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Whichever path you pick, we work the same way',
      steps: processSteps,
    },
    {
      kind: 'conversation',
      title: "Let's Connect",
      description: `Still deciding? Tell us about your goals and a consultant will recommend the right path ${REPLY_PROMISE}, or book the ${CONSULTATION_HOURS}-hour Expert Guidance Consultation for a full plan.`,
      action: { label: 'Start a Conversation', href: '/contact' },
    },
  ],
};
