import { caseStudySlide, heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const becomeAPartnerPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Become a Partner | Grow with Infinyte',
    heading: 'Become a Partner',
    category: 'Get Started',
    description:
      'Technology vendors, agencies and resellers: partner with Infinyte to bring practical AI to more organisations and share in the growth.',
    keywords: ['AI partnership', 'partner programme', 'reseller'],
  },
  hero: {
    category: 'Get Started',
    title: 'Become a partner',
    description:
      'Agencies, software vendors and consultancies: bring AI workers and automation to your clients with our platform and delivery team behind you.',
    image: heroImage('get-started'),
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
