import { site } from '@/config/site';
import { EXPERIENCE_YEARS } from '../constants';
import { heroImage, serviceImage } from '../media';
import type { PageContent } from '../types';

const hero = heroImage('philosophy', 'An infinity loop of light over a quiet horizon');

export const whyInfinytePage: PageContent = {
  path: '/philosophy/why-infinyte',
  hero: {
    category: 'Philosophy',
    title: `Why ${site.name}`,
    description: `${site.tagline} Three words for what we believe AI should deliver, and the standard we hold our own work to.`,
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Intelligence',
      paragraphs: [
        'Intelligence is not a model; it is the right information reaching the right person at the right moment. We build agents that know your business, remember context and explain their reasoning, so the people working with them make better calls.',
      ],
    },
    {
      kind: 'prose',
      title: 'Impact',
      paragraphs: [
        'Technology that does not change a number is a hobby. Every engagement starts with an agreed outcome, such as hours returned, revenue gained, response times cut or errors avoided, and we report against it until it moves.',
      ],
    },
    {
      kind: 'prose',
      title: 'Infinite Scale',
      paragraphs: [
        'Good work should not be limited by headcount. Once an agent does a job well, it can do it at three in the morning, in a holiday peak or across a hundred locations, while your people focus on the work that needs a human.',
      ],
    },
    {
      kind: 'stats',
      title: 'What stands behind the promise',
      items: [
        { value: `${EXPERIENCE_YEARS} years`, label: 'of building software that runs businesses' },
        { value: '1', label: 'agreed success measure for every engagement' },
        { value: '1 week', label: 'of supervised work before any AI worker acts on its own' },
      ],
    },
    {
      kind: 'split',
      title: 'Built by people who stay accountable',
      paragraphs: [
        'We are not a platform you sign up for and never hear from again. A named senior lead is responsible for every client, and our success is measured by yours.',
      ],
      image: serviceImage('technology-engineering', 'portrait', 'An Infinyte lead reviewing results with a client'),
      imageSide: 'right',
      action: { label: 'About us', href: '/about' },
    },
  ],
};

export const symbolismPage: PageContent = {
  path: '/philosophy/symbolism-behind-the-logo',
  hero: {
    category: 'Philosophy',
    title: 'The symbolism behind the logo',
    description: 'Our mark is small, but every line in it is a decision about what kind of company we want to be.',
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'The infinity loop',
      paragraphs: [
        'The mark is built on a single continuous loop. It stands for the cycle we run with every client: listen, build, measure, improve, and listen again. There is no finish line in that loop, only a better version of the work each time around.',
        'The loop is drawn with one stroke of even weight. Neither side is larger than the other, because in the work we do neither people nor machines should dominate; each carries half of the load.',
      ],
    },
    {
      kind: 'prose',
      title: 'The y as a fork in the road',
      paragraphs: [
        'In the wordmark, the letter y replaces the i you might expect in “infinite”. Its two arms split from a single stem: one path for human judgment, one for machine capability. They share the same root and point in different directions.',
        'That fork is a choice every organization now faces. Automation can be used to replace people, or to give them room to do their best work. We chose the second path, and the y is there to remind us every time we sign an email.',
      ],
    },
    {
      kind: 'features',
      title: 'The details',
      items: [
        {
          icon: 'sparkles',
          title: 'The glow',
          description: 'A soft glow on dark backgrounds suggests intelligence that illuminates rather than dazzles.',
        },
        {
          icon: 'layers',
          title: 'Two themes, one identity',
          description:
            'The mark is drawn in dark ink for light backgrounds and white for dark ones, so it reads clearly everywhere.',
        },
        {
          icon: 'compass',
          title: 'Lowercase warmth',
          description: 'Rounded letterforms keep a technology brand approachable and human.',
        },
      ],
    },
  ],
};

export const futurePage: PageContent = {
  path: '/philosophy/the-future-we’re-quietly-building',
  hero: {
    category: 'Philosophy',
    title: 'The future we’re quietly building',
    description:
      'Not robots replacing people, but organizations where every person has a capable team of AI colleagues behind them.',
    image: hero,
  },
  blocks: [
    {
      kind: 'prose',
      title: 'A quieter kind of revolution',
      paragraphs: [
        'The headlines promise machines that do everything. The reality we are building is more useful and less dramatic: receptionists who never miss a call, analysts who have the report ready on Monday, owners who finally take a weekend off because the follow-ups are handled.',
        'We call it quiet because when it works, nobody notices the AI. Customers just get faster answers, employees spend less time on copy and paste, and small businesses compete with large ones on service.',
        'It is also a future we are building carefully: with disclosure, human review and privacy as defaults, so the trust people place in these systems is earned.',
      ],
    },
    {
      kind: 'features',
      title: 'What that future looks like',
      items: [
        {
          icon: 'users',
          title: 'Every employee has a team',
          description:
            'A nurse, a dispatcher or a shop owner directs a handful of AI workers the way a manager directs staff.',
        },
        {
          icon: 'globe',
          title: 'Small firms, big reach',
          description: 'A ten-person company serves customers around the clock and in any language.',
        },
        {
          icon: 'clock',
          title: 'Time returned',
          description: 'Hours once spent on routine work go back to customers, craft and family.',
        },
      ],
    },
    {
      kind: 'split',
      title: 'See it working today',
      paragraphs: [
        'This is not a forecast. Our clients already run clinics, restaurants and service businesses with AI workers alongside their teams. Their stories show what the next decade looks like for everyone.',
      ],
      image: serviceImage('data-ai', 'landscape', 'A clinic team working alongside an AI assistant dashboard'),
      imageSide: 'left',
      action: { label: 'Read the case studies', href: '/case-studies' },
    },
  ],
};

export const ethicalPrinciplesPage: PageContent = {
  path: '/philosophy/principles-of-ethical-ai',
  hero: {
    category: 'Philosophy',
    title: 'Principles of ethical AI',
    description:
      'Six commitments we make to every client, every end user and ourselves, and the reason we sometimes turn down work.',
    image: hero,
  },
  blocks: [
    {
      kind: 'features',
      title: 'Our six commitments',
      items: [
        {
          icon: 'info',
          title: 'Transparency',
          description: 'People always know when they are dealing with an AI and can reach a human.',
        },
        {
          icon: 'check',
          title: 'Consent',
          description: 'We use personal data only for the purpose it was given, and never to train shared models.',
        },
        {
          icon: 'users',
          title: 'Human oversight',
          description: 'Decisions that affect someone’s money, health, job or rights are reviewed by a person.',
        },
        {
          icon: 'target',
          title: 'Fairness',
          description: 'We test outcomes across groups before launch and keep monitoring them after.',
        },
        {
          icon: 'shield',
          title: 'Security',
          description: 'We protect data as if it were our own, with isolation, encryption and audit trails.',
        },
        {
          icon: 'handshake',
          title: 'Accountability',
          description: 'Every agent has a named owner who answers for what it does.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Work we will not take',
      paragraphs: [
        'We decline projects built to deceive people, to make fully automated decisions about employment, credit or health without human review, or to collect personal data without a clear and honest purpose. Saying no costs us revenue; saying yes would cost us our reason for existing.',
      ],
    },
    {
      kind: 'split',
      title: 'Principles you can inspect',
      paragraphs: [
        'Our platform turns these commitments into enforced controls: disclosure, approval steps, fairness checks and an instant pause switch on every agent.',
      ],
      image: serviceImage(
        'platforming-cloud',
        'portrait',
        'An approval queue with human reviewers and AI recommendations',
      ),
      imageSide: 'right',
      action: { label: 'See Ethical by Design', href: '/platform/ethical-by-design' },
    },
    {
      kind: 'faq',
      title: 'Holding us to it',
      items: [
        {
          question: 'How can a client check these commitments?',
          answer:
            'Every agent we deliver comes with a declaration of duties, audit logs and fairness test results your team can inspect at any time.',
        },
      ],
    },
  ],
};
