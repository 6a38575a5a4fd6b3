// Copy for the home page, in the order the sections appear.
import { site } from '@/config/site';
import { EXPERIENCE_YEARS, LIVE_IN_HOURS, MVP_DAYS, REPLY_PROMISE, WORKER_COUNT, WORKSHOP_AGENTS } from './constants';
import { fourWays } from './offerings';
import type { CallToActionContent, HeroContent, LinkTarget, ServiceCard } from './types';

/** Heading block above a home section. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro?: string;
}

export interface HomeContent {
  hero: HeroContent;
  /** `id` is the hero's scroll target. */
  why: SectionIntro & { id: string; paragraphs: string[]; stats: { value: string; label: string }[] };
  ways: SectionIntro & { items: ServiceCard[] };
  vision: CallToActionContent;
  workers: SectionIntro;
  pillars: SectionIntro;
  partners: SectionIntro;
  testimonials: SectionIntro;
  news: SectionIntro & { link: LinkTarget };
  getStarted: SectionIntro & { link: LinkTarget };
}

export const home: HomeContent = {
  hero: {
    category: 'HUMAN POTENTIAL',
    title: 'AI that gives your people their time back',
    description: `${site.name} designs, builds and runs AI workers and automations that take the repetitive work off your team, so they can do the work only people can do. ${site.tagline}`,
    image: {
      src: '/media/hero/home-poster.webp',
      width: 1600,
      height: 900,
      alt: 'People and softly glowing AI agents working side by side',
    },
    video: {
      src: '/media/hero/home.mp4',
      poster: {
        src: '/media/hero/home-poster.webp',
        width: 1600,
        height: 900,
        alt: 'People and softly glowing AI agents working side by side',
      },
      loop: true,
    },
    action: { label: 'Start a Conversation', opensConversation: true },
    scrollTarget: '#why-infinyte',
  },
  why: {
    id: 'why-infinyte',
    eyebrow: `Why ${site.name}`,
    title: `${EXPERIENCE_YEARS} years of turning technology into results`,
    intro:
      'We have built software through every wave since the early web. AI is the biggest one yet, and we know how to ride it.',
    paragraphs: [
      `For ${EXPERIENCE_YEARS} years our engineers and consultants have shipped enterprise platforms, mobile apps and data systems for companies from three-person startups to regulated banks. That history is why our AI work ships: we know how to integrate with old systems, pass security reviews and train the people who will live with the result.`,
      `We measure ourselves by hours returned, revenue gained and errors avoided, not by demos. Every engagement starts with a number we agree to move, and we reply to every business inquiry ${REPLY_PROMISE}.`,
    ],
    stats: [
      { value: `${WORKER_COUNT}`, label: 'AI workers ready to hire' },
      { value: WORKSHOP_AGENTS, label: 'custom agents your own team deploys in the workshop' },
      { value: `${LIVE_IN_HOURS} hrs`, label: 'to a live growth platform' },
      { value: `${MVP_DAYS} days`, label: 'from idea to MVP' },
    ],
  },
  ways: {
    eyebrow: 'Solutions',
    title: 'One Platform - Four Ways to Accelerate',
    intro:
      'Whether you need more pipeline this month, more hands next quarter, in-house skills for the long run or a new product in market, start where the value is closest.',
    items: fourWays,
  },
  vision: {
    title: 'YOUR VISION, ACCELERATED',
    description:
      'Tell us where you want to be in twelve months. In one vision call we map the fastest credible path there, with AI doing the heavy lifting.',
    to: '/get-started/book-a-vision-call',
    textButton: 'Start a Conversation',
  },
  workers: {
    eyebrow: 'Digital Workforce',
    title: 'Meet the team that never clocks out',
    intro: `${WORKER_COUNT} AI workers with clear roles, trained on your playbooks and supervised by your people. Hire one for a single job, or build a whole team.`,
  },
  pillars: {
    eyebrow: 'The platform',
    title: 'Three pillars behind every agent we deploy',
    intro:
      'The same foundations run under every worker and workflow, which is why they stay reliable, coordinated and accountable as you scale.',
  },
  partners: {
    eyebrow: 'Partners',
    title: 'Built with leading generative AI and cloud partners',
    intro:
      'We are model-agnostic and cloud-fluent. We choose the partner that fits your data, your budget and your compliance needs, and we can switch when a better option appears.',
  },
  testimonials: {
    eyebrow: 'Client stories',
    title: 'What our clients say',
  },
  news: {
    eyebrow: 'From the blog',
    title: 'News & initiatives',
    intro: 'Field notes from our projects, workshops and the programs we run with our community.',
    link: { label: 'Read the blog', href: '/blog' },
  },
  getStarted: {
    eyebrow: 'Ready when you are',
    title: 'Get Started Today',
    intro: `Tell us about your goals and a senior consultant will reply ${REPLY_PROMISE}.`,
    link: { label: 'Get Started Today', href: '/contact' },
  },
};
