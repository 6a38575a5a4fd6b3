// The main menu of specification section 2. Internal paths start with '/';
// the growth platform and the family app are outside sites (new tab).
import { site } from '@/config/site';
import { REPLY_PROMISE } from './constants';
import type { LinkTarget, MenuItem } from './types';

export const mainMenu: MenuItem[] = [
  {
    name: 'Solutions',
    dropdownMenu: [
      {
        name: 'For Your Business',
        dropdownMenu: [
          {
            name: 'Growth Platform',
            to: site.growthPlatformUrl,
            description: 'CRM, AI outreach and a 24/7 contact-centre agent, live in 48 hours.',
          },
          {
            name: 'Digital Workforce',
            to: '/digital-workforce',
            description: 'Twelve named AI workers ready to hire.',
          },
          {
            name: 'Automate In-House',
            to: '/solutions/for-your-business/automate-in-house',
            description: 'Train your staff to deploy 3-5 custom agents.',
          },
        ],
      },
      {
        name: 'For Your Idea',
        dropdownMenu: [
          {
            name: 'Idea-to-Market Lab',
            to: '/solutions/for-your-idea/Idea-to-market-lab',
            description: 'From idea to MVP in 30 days.',
          },
        ],
      },
      {
        name: 'For You and Your Family',
        dropdownMenu: [
          {
            name: 'Communax Family App',
            to: site.familyAppUrl,
            description: 'A calm, private assistant for the household.',
          },
        ],
      },
      {
        name: 'Enterprise Capabilities',
        dropdownMenu: [
          { name: 'Data and Artificial Intelligence', to: '/solutions/enterprise/data-ai' },
          { name: 'Technology and Engineering', to: '/solutions/enterprise/technology-engineering' },
          { name: 'Platforming and Cloud Services', to: '/solutions/enterprise/platforming-cloud' },
          { name: 'Digital Transformation and Strategy', to: '/solutions/enterprise/digital-transformation' },
        ],
      },
    ],
  },
  {
    name: 'Platform',
    dropdownMenu: [
      { name: 'Overview', to: '/platform/platform-overview' },
      { name: 'Agents and Automation', to: '/platform/agents-and-automation' },
      { name: 'Architecture and Security', to: '/platform/architecture-and-security' },
      { name: 'Ethical by Design', to: '/platform/ethical-by-design' },
    ],
  },
  {
    name: 'Philosophy',
    dropdownMenu: [
      { name: 'Why Infinyte', to: '/philosophy/why-infinyte' },
      { name: 'Symbolism Behind the Logo', to: '/philosophy/symbolism-behind-the-logo' },
      { name: 'The Future We’re Quietly Building', to: '/philosophy/the-future-we’re-quietly-building' },
      { name: 'Principles of Ethical AI', to: '/philosophy/principles-of-ethical-ai' },
    ],
  },
  {
    name: 'People',
    dropdownMenu: [
      { name: 'Who We Empower', to: '/people/who-we-empower' },
      { name: 'Meet the Digital Workforce', to: '/people/meet-the-digital-workforce' },
      { name: 'Human-AI Collaboration', to: '/people/human-ai-collaboration' },
      { name: 'Join the Movement', to: '/people/join-the-movement' },
    ],
  },
  {
    name: 'Get Started',
    dropdownMenu: [
      { name: 'Find Your Fit', to: '/get-started/find-your-fit' },
      { name: 'Book a Vision Call', to: '/get-started/book-a-vision-call' },
      { name: 'Request a Demo', to: '/get-started/request-a-demo' },
      { name: 'Become a Partner', to: '/get-started/become-a-partner' },
    ],
  },
  { name: 'Case Studies', to: '/case-studies' },
];

/** The 'Contact Us' block shown in the menu. */
export const menuContact = {
  title: 'Contact Us',
  description: `Tell us where you want to go. We reply to every business inquiry ${REPLY_PROMISE}.`,
  link: { label: 'Click to Start a Conversation', href: '/contact' } satisfies LinkTarget,
};
