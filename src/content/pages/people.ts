import { site } from '@/config/site';
import { CONSULTATION_HOURS, WORKER_COUNT, WORKSHOP_AGENTS } from '../constants';
import { contactBanner } from '../cta';
import { heroImage, serviceImage, workerPortrait } from '../media';
import type { PageContent } from '../types';

const hero = heroImage('people');

export const whoWeEmpowerPage: PageContent = {
  path: '/people/who-we-empower',
  hero: {
    category: 'People',
    title: 'Who we empower',
    description:
      'Owners who are stretched thin, teams buried in routine work, founders racing the clock and families who want more time together.',
    image: hero,
  },
  blocks: [
    {
      kind: 'features',
      title: 'The people we build for',
      items: [
        {
          icon: 'users',
          title: 'Small and midsize businesses',
          description: 'Owners and managers who need enterprise-grade service without enterprise headcount.',
          href: '/digital-workforce',
        },
        {
          icon: 'workflow',
          title: 'Operations teams',
          description: 'Staff who know where the busywork is and want the skills to automate it themselves.',
          href: '/solutions/for-your-business/automate-in-house',
        },
        {
          icon: 'lightbulb',
          title: 'Founders',
          description: 'Idea-stage entrepreneurs who need a real product in users’ hands before the runway ends.',
          href: '/solutions/for-your-idea/Idea-to-market-lab',
        },
        {
          icon: 'heart',
          title: 'Families',
          description: 'Households juggling schedules, school and work who want one calm place to coordinate.',
          href: '/solutions/for-your-family/communax',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Empowerment means capability that stays',
      paragraphs: [
        'We measure success by what our clients can do after we leave. A clinic that answers every call, a bakery that plans its own production, a team that builds its next agent without us: that is what empowerment looks like in practice.',
        'That is why we document everything, train the people who will own the work and hand over the keys. Dependence is not a business model we want.',
        `We also price for access. The growth platform, a single AI worker or a ${CONSULTATION_HOURS}-hour consultation are deliberately small first steps, so a five-person firm can start with the same expertise a global company gets.`,
      ],
    },
    {
      kind: 'split',
      title: 'Enterprise teams, too',
      paragraphs: [
        'Large organizations use our enterprise capabilities to modernize data, cloud and engineering, and to give thousands of employees AI colleagues with proper governance.',
      ],
      image: serviceImage('digital-transformation', 'landscape'),
      imageSide: 'right',
      action: { label: 'Enterprise data and AI', href: '/solutions/enterprise/data-ai' },
    },
  ],
};

export const meetTheDigitalWorkforcePage: PageContent = {
  path: '/people/meet-the-digital-workforce',
  hero: {
    category: 'People',
    title: 'Meet the Digital Workforce',
    description: `${WORKER_COUNT} AI colleagues with names, roles and managers. Here is how they fit into a human team.`,
    image: hero,
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

export const humanAiCollaborationPage: PageContent = {
  path: '/people/human-ai-collaboration',
  hero: {
    category: 'People',
    title: 'Human-AI collaboration',
    description:
      'The best results come from teams where people set direction and judge quality, and AI handles volume and speed.',
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Who does what',
      paragraphs: [
        'We design every workflow by asking one question at each step: does this need judgment, empathy or accountability? If yes, a person owns it. If it is repetitive, rules-based or simply high volume, an agent takes it, with the person reviewing the results.',
        'That split changes jobs for the better. Receptionists become patient coordinators, analysts become advisors and support agents spend their time on the hard cases customers remember.',
      ],
    },
    {
      kind: 'steps',
      title: 'Three patterns we use',
      steps: [
        {
          icon: 'user',
          title: 'Human in the loop',
          description: 'The agent drafts and a person approves before anything is sent or changed.',
        },
        {
          icon: 'users',
          title: 'Human on the loop',
          description: 'The agent acts within limits while a person monitors and can step in at any time.',
        },
        {
          icon: 'bot',
          title: 'Human at the edge',
          description: 'The agent handles routine cases end to end and hands exceptions to a person with full context.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'Skills for the new way of working',
      paragraphs: [
        `Our Automate In-House workshop teaches teams to design these patterns themselves and deploy ${WORKSHOP_AGENTS} agents of their own.`,
      ],
      image: serviceImage('technology-engineering', 'landscape'),
      imageSide: 'left',
      action: { label: 'Explore the workshop', href: '/solutions/for-your-business/automate-in-house' },
    },
    {
      kind: 'stats',
      title: 'What collaboration changes',
      items: [
        { value: '30-60%', label: 'of routine handling moved to agents in typical teams' },
        { value: '0', label: 'roles where a person loses the final say on decisions about people' },
        { value: '1 owner', label: 'accountable for every agent in production' },
      ],
    },
  ],
};

export const joinTheMovementPage: PageContent = {
  path: '/people/join-the-movement',
  hero: {
    category: 'People',
    title: 'Join the movement',
    description: `Build AI that gives people their time back. Join ${site.name} as a teammate, a partner or a member of our community.`,
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Work with us',
      paragraphs: [
        `We hire engineers, designers, product leads and consultants who care about shipping useful things and treating people well. Our teams are small, remote-friendly across US time zones and led by practitioners. Send your resume and a note about something you built to ${site.careersEmail}.`,
      ],
    },
    {
      kind: 'features',
      title: 'Ways to get involved',
      items: [
        {
          icon: 'handshake',
          title: 'Become a partner',
          description: 'Agencies, software vendors and consultancies can resell or co-deliver our services.',
          href: '/get-started/become-a-partner',
        },
        {
          icon: 'lightbulb',
          title: 'Bring an idea',
          description: 'Founders with a problem worth solving can apply to the Idea-to-Market Lab.',
          href: '/solutions/for-your-idea/Idea-to-market-lab',
        },
        {
          icon: 'message',
          title: 'Follow the conversation',
          description: 'Read our field notes on agents, ethics and automation on the blog.',
          href: '/blog',
        },
      ],
    },
    {
      kind: 'stats',
      title: 'Life at Infinyte',
      items: [
        { value: '4-day', label: 'learning sprint for every new hire' },
        { value: '10%', label: 'of working time reserved for research and teaching' },
        { value: '100%', label: 'of engineers ship to production in their first month' },
      ],
    },
    {
      kind: 'faq',
      title: 'Joining the team',
      items: [
        {
          question: 'Which roles do you hire for?',
          answer:
            'Full-stack and mobile engineers, data and machine learning engineers, product designers, delivery leads and AI consultants.',
        },
        {
          question: 'What does the interview look like?',
          answer:
            'A conversation with a future teammate, a paid practical exercise based on real work and a final talk with a founder. No trick puzzles.',
        },
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};
