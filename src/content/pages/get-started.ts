import { CONSULTATION_HOURS, LIVE_IN_HOURS, MVP_DAYS, REPLY_PROMISE, WORKSHOP_AGENTS } from '../constants';
import { processSteps } from '../process-steps';
import { caseStudySlide, heroImage, serviceImage } from '../media';
import type { PageContent } from '../types';

const hero = heroImage('get-started', 'A bright doorway opening onto a path of light');

export const requestADemoPage: PageContent = {
  path: '/get-started/request-a-demo',
  hero: {
    category: 'Get Started',
    title: 'Request a demo',
    description:
      'See AI workers handle your kind of work: a live, 30-minute walkthrough tailored to your industry, your tools and the processes you want to improve.',
    image: hero,
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

export const findYourFitPage: PageContent = {
  path: '/get-started/find-your-fit',
  hero: {
    category: 'Get Started',
    title: 'Find your fit',
    description:
      'Four ways to work with us, from a single AI worker to a full enterprise program. Here is how to choose the one that pays off fastest for you.',
    image: hero,
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

export const bookAVisionCallPage: PageContent = {
  path: '/get-started/book-a-vision-call',
  hero: {
    category: 'Get Started',
    title: 'Book a vision call',
    description:
      'Forty-five minutes with a senior consultant to describe where you want your business to be in a year, and map the fastest credible route there.',
    image: hero,
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
      image: serviceImage(
        'digital-transformation',
        'landscape',
        'A consultant sketching a roadmap during a video call',
      ),
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

export const becomeAPartnerPage: PageContent = {
  path: '/get-started/become-a-partner',
  hero: {
    category: 'Get Started',
    title: 'Become a partner',
    description:
      'Agencies, software vendors and consultancies: bring AI workers and automation to your clients with our platform and delivery team behind you.',
    image: hero,
    action: { label: 'Start a Conversation', opensConversation: true },
  },
  blocks: [
    {
      kind: 'features',
      title: 'Partnership models',
      items: [
        {
          icon: 'handshake',
          title: 'Referral',
          description: 'Introduce clients who need AI and automation, and earn a share of first-year revenue.',
        },
        {
          icon: 'users',
          title: 'Co-delivery',
          description: 'Your team owns the relationship; ours builds and runs the agents alongside you.',
        },
        {
          icon: 'layers',
          title: 'White label',
          description: 'Offer AI workers under your own brand, powered by the Infinyte platform.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'What partners get',
      paragraphs: [
        'Partners receive training and certification for their consultants, sales materials, a dedicated partner manager and access to our delivery team for complex projects. We publish joint case studies and send qualified leads to certified partners in their region and industry.',
        'We look for partners who share our standards on ethics and quality. Every partner agrees to our principles of ethical AI and to the same disclosure and human-review rules we follow ourselves.',
      ],
    },
    {
      kind: 'split',
      title: 'Proven with clients like yours',
      paragraphs: [
        'Partners have co-delivered projects such as Commons and Novara Conic, combining their industry relationships with our engineering and AI expertise.',
      ],
      image: caseStudySlide('novara-conic', 1, 'Novara Conic supplier profile with certifications'),
      imageSide: 'left',
      action: { label: 'Read our principles', href: '/philosophy/principles-of-ethical-ai' },
    },
    {
      kind: 'faq',
      title: 'Partner questions',
      items: [
        {
          question: 'Do partners need AI experience?',
          answer:
            'No. Our certification program covers agent design, governance and delivery; most partners certify two consultants in the first month.',
        },
        {
          question: 'How do we apply?',
          answer:
            'Start a conversation and tell us about your clients, regions and services. A partner manager replies with next steps.',
        },
      ],
    },
  ],
};
