import { LIVE_IN_HOURS } from '../constants';
import { contactBanner } from '../cta';
import { heroImage, serviceImage } from '../media';
import { pillars } from '../pillars';
import type { PageContent } from '../types';

const hero = heroImage('platform');

export const platformOverviewPage: PageContent = {
  path: '/platform/platform-overview',
  hero: {
    category: 'Platform',
    title: 'One platform under every agent we deploy',
    description:
      'The Infinyte platform is the shared foundation for our Digital Workforce, client agents and growth tools: one place for models, memory, orchestration and oversight.',
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Overview',
      title: 'Why a platform, not a pile of bots',
      paragraphs: [
        'Single-purpose bots are easy to launch and hard to live with. Each has its own prompts, its own copy of your data and its own failure modes. Our platform gives every agent the same foundations, so they share context, follow the same policies and improve together.',
        `The same platform powers the business growth platform we can have live in ${LIVE_IN_HOURS} hours, the AI workers you hire and the custom agents your team builds in our workshop.`,
      ],
    },
    {
      kind: 'features',
      eyebrow: 'The three pillars',
      title: 'Built on three foundations',
      items: pillars,
    },
    {
      kind: 'features',
      title: 'Explore the platform',
      items: [
        {
          icon: 'workflow',
          title: 'Agents and Automation',
          description: 'How agents are defined, coordinated and supervised.',
          href: '/platform/agents-and-automation',
        },
        {
          icon: 'shield',
          title: 'Architecture and Security',
          description: 'How data is isolated, protected and audited.',
          href: '/platform/architecture-and-security',
        },
        {
          icon: 'heart',
          title: 'Ethical by Design',
          description: 'How consent, fairness and human review are enforced.',
          href: '/platform/ethical-by-design',
        },
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};

export const agentsAndAutomationPage: PageContent = {
  path: '/platform/agents-and-automation',
  hero: {
    category: 'Platform',
    title: 'Agents and Automation',
    description:
      'Agents that understand their role, use your tools safely and hand off to each other, and to people, at exactly the right moment.',
    image: hero,
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

export const architectureAndSecurityPage: PageContent = {
  path: '/platform/architecture-and-security',
  hero: {
    category: 'Platform',
    title: 'Architecture and Security',
    description:
      'Tenant isolation, encryption everywhere, least-privilege access and complete audit trails: the controls your security team will ask about, built in from day one.',
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Designed to pass your security review',
      paragraphs: [
        'Each client runs in an isolated tenant with its own encryption keys, storage and model configuration. Data is encrypted in transit with TLS 1.3 and at rest with AES-256, and no client data is used to train shared models.',
        'Agents authenticate to your systems with scoped, short-lived credentials. Every tool call, model response and human approval is logged with a timestamp and actor, so you can reconstruct any decision months later.',
      ],
    },
    {
      kind: 'features',
      title: 'Security controls',
      items: [
        {
          icon: 'shield',
          title: 'Tenant isolation',
          description: 'Separate data stores, keys and configuration per client.',
        },
        {
          icon: 'database',
          title: 'Data residency',
          description: 'Deploy in US or EU regions on AWS, Azure or Google Cloud.',
        },
        {
          icon: 'users',
          title: 'Single sign-on',
          description: 'SAML and OIDC sign-in with role-based access for your staff.',
        },
        {
          icon: 'layers',
          title: 'Audit trails',
          description: 'Immutable logs of every agent action, exportable to your SIEM.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Security questions',
      items: [
        {
          question: 'Can we run models in our own cloud account?',
          answer:
            'Yes. We support private deployments in your AWS, Azure or Google Cloud account, including open-weight models.',
        },
        {
          question: 'How do you handle personal data in prompts?',
          answer:
            'Sensitive fields are detected and masked before they reach a model, and masking rules are configurable per tenant.',
        },
        {
          question: 'Do you support compliance reviews?',
          answer:
            'Yes. We provide architecture documentation, data flow diagrams and completed security questionnaires for your review.',
        },
      ],
    },
  ],
};

export const ethicalByDesignPage: PageContent = {
  path: '/platform/ethical-by-design',
  hero: {
    category: 'Platform',
    title: 'Ethical by Design',
    description:
      'Principles are easy to publish and hard to enforce. On our platform, consent, transparency, fairness checks and human review are features, not footnotes.',
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Ethics enforced in the software',
      paragraphs: [
        'Every agent on the platform declares the decisions it is allowed to make, the people it serves and the data it may use. The platform refuses actions outside that declaration, so good intentions cannot quietly erode under deadline pressure.',
        'When an agent talks to the public, it says it is an AI. When it makes a recommendation that affects a person, such as a credit limit, an appointment priority or a hiring shortlist, a human reviews it before it takes effect.',
      ],
    },
    {
      kind: 'features',
      title: 'Safeguards on every agent',
      items: [
        {
          icon: 'info',
          title: 'Disclosure',
          description: 'Agents identify themselves as AI in every customer conversation.',
        },
        {
          icon: 'users',
          title: 'Human review',
          description: 'Decisions that affect people require approval by a named reviewer.',
        },
        {
          icon: 'target',
          title: 'Fairness testing',
          description: 'Outcomes are tested across groups before launch and monitored after.',
        },
        {
          icon: 'alert',
          title: 'Kill switch',
          description: 'Any owner can pause an agent instantly, with work safely queued.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'Read the principles behind the features',
      paragraphs: [
        'Our philosophy pages explain the commitments these safeguards come from, and the questions we ask before we agree to build anything.',
      ],
      image: serviceImage('digital-transformation', 'landscape'),
      imageSide: 'left',
      action: { label: 'Principles of ethical AI', href: '/philosophy/principles-of-ethical-ai' },
    },
    {
      kind: 'faq',
      title: 'Ethics in practice',
      items: [
        {
          question: 'Who decides what an agent may do?',
          answer:
            'Your named agent owner approves its declaration of duties, and any change is reviewed and logged before it takes effect.',
        },
        {
          question: 'What happens when an agent is unsure?',
          answer: 'It stops and hands the case to a person with a summary, rather than guessing.',
        },
      ],
    },
  ],
};
