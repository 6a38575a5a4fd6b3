import { caseStudies } from '@/content/case-studies';
import { CASE_STUDY_COUNT, MVP_DAYS } from '@/content/constants';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';
import type { CaseStudyCategory } from '@/content/types';

const countOf = (category: CaseStudyCategory) =>
  caseStudies.filter((study) => study.category.includes(category)).length;

// The case-study grid is a section of the route with id 'case-studies'; the
// hero's scroll hint points at it.
export const caseStudiesPage: CopyPageEntry = {
  template: 'case-studies',
  meta: {
    title: 'Case Studies | Web and Mobile Apps We Have Shipped | Infinyte',
    heading: 'Case Studies',
    category: 'Our Work',
    description:
      'Fourteen products from first sketch to launch: healthcare, hospitality, fitness, events and marketplaces, built as web and mobile apps.',
    keywords: ['case studies', 'portfolio', 'web apps', 'mobile apps'],
  },
  hero: {
    category: 'Case Studies',
    title: 'Products we have shipped, and what they changed',
    description: `${CASE_STUDY_COUNT} web and mobile products, from collision repair to clinic check-in. Each story covers the problem, what we built and the numbers that moved.`,
    image: heroImage('case-studies'),
    scrollTarget: '#case-studies',
  },
  blocks: [
    {
      kind: 'prose',
      title: 'How to read these stories',
      paragraphs: [
        'Every case study follows the same shape: the challenge our client faced, the approach we took step by step, and the outcome measured against the goal we agreed at the start. Where a product is public, you can visit it and judge for yourself.',
        `Some of these products began in our Idea-to-Market Lab as a ${MVP_DAYS}-day MVP; others are enterprise platforms built with our data, cloud and engineering teams. Many now run with AI workers handling support, outreach and reporting alongside the people who built the business.`,
      ],
    },
    {
      kind: 'stats',
      title: 'Across the portfolio',
      items: [
        { value: `${CASE_STUDY_COUNT}`, label: 'products in the portfolio' },
        { value: `${countOf('Mobile app')}`, label: 'mobile apps for iOS and Android' },
        { value: `${countOf('Web app')}`, label: 'web platforms and kiosk apps' },
        { value: '7', label: 'industries, from health care to hospitality' },
      ],
    },
    {
      kind: 'features',
      title: 'Industries we know well',
      items: [
        {
          icon: 'heart',
          title: 'Health care',
          description:
            'CareLink, MedMinder and Patient Self Check-In put patients first and keep clinicians in control.',
        },
        {
          icon: 'star',
          title: 'Hospitality and events',
          description: 'Snap & Savor, Salsa Nights and Crumb Club turn demand into bookings and orders.',
        },
        {
          icon: 'globe',
          title: 'Marketplaces and communities',
          description: 'Novara Conic, Commons and Rent-a-Goalie connect people who need each other.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'About our work',
      items: [
        {
          question: 'Can we speak to a client?',
          answer:
            'Yes. Once we understand your project, we can introduce you to a client with a similar challenge who has agreed to take reference calls.',
        },
      ],
    },
  ],
};
