import { CONSULTATION_HOURS, WORKSHOP_AGENTS } from '@/content/constants';
import { contactBanner } from '@/content/cta';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const automateInHousePage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Automate In-House Workshop | Deploy 3-5 Custom Agents | Infinyte',
    heading: 'Automate In-House',
    category: 'For Your Business',
    description:
      'A hands-on workshop that prepares your own staff to design, deploy and run three to five custom AI agents tailored to your workflows.',
    keywords: ['automation workshop', 'AI agents training', 'in-house automation'],
    // The workshop has no published price, so its structured data declares no offer.
    schemaType: 'service',
  },
  hero: {
    category: 'For Your Business',
    title: 'Automate In-House',
    description: `A hands-on workshop that prepares your own staff to design, deploy and govern ${WORKSHOP_AGENTS} custom AI agents, and keep improving them after we leave.`,
    image: heroImage('automate-in-house'),
    action: { label: 'Start a Conversation', opensConversation: true },
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Why in-house',
      title: 'Your people know the work. We teach them the tools.',
      paragraphs: [
        'The fastest automations come from the people who do the work every day. They know which steps are pure routine, which exceptions matter and which shortcuts would break a compliance rule. Automate In-House gives them the skills and the guardrails to turn that knowledge into working agents.',
        `Over the program your cohort picks real processes, builds ${WORKSHOP_AGENTS} custom agents against your own systems and takes them live with monitoring and human review in place. You own the agents, the prompts, the documentation and the know-how.`,
      ],
    },
    {
      kind: 'steps',
      title: 'How the workshop runs',
      intro: 'Four stages over six weeks, mixing live sessions with guided build time on your real processes.',
      steps: [
        {
          icon: 'search',
          title: 'Find the right processes',
          description:
            'We score candidate processes by volume, risk and value, and pick the ones your team will automate first.',
        },
        {
          icon: 'layers',
          title: 'Design the agents',
          description:
            'Participants write the agent’s job description, data access, decision rules and escalation paths.',
        },
        {
          icon: 'code',
          title: 'Build and test',
          description:
            'Teams build on approved tools, test against real historical cases and measure accuracy before launch.',
        },
        {
          icon: 'rocket',
          title: 'Launch with governance',
          description: 'Agents go live with review queues, audit logs and a named owner for each one.',
        },
      ],
    },
    {
      kind: 'split',
      eyebrow: 'Who should join',
      title: 'Built for operations, not just IT',
      paragraphs: [
        'The best cohorts mix process owners, analysts and one or two technical staff. No coding background is required for most roles; we teach the concepts and patterns that matter.',
      ],
      bullets: [
        'Operations and finance leads with repetitive workloads',
        'Customer service managers handling high ticket volume',
        'IT and data staff who will support the agents long term',
      ],
      image: serviceImage('digital-transformation', 'portrait'),
      imageSide: 'left',
    },
    {
      kind: 'faq',
      title: 'Questions teams ask',
      items: [
        {
          question: 'Which tools do we use?',
          answer:
            'We work with the platforms you already license where possible, such as Microsoft 365, Google Workspace, Salesforce or your automation suite, and recommend additions only when they pay off.',
        },
        {
          question: 'What if we are not sure we are ready?',
          answer: `Start with the ${CONSULTATION_HOURS}-hour Expert Guidance Consultation. We will assess readiness and tell you honestly whether the workshop fits.`,
        },
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};
