// The main menu of specification section 2. Internal paths start with '/';
// the growth platform and the family app are outside sites (new tab).
import { site } from '@/config/site';
import { REPLY_PROMISE } from './constants';
import type { LinkTarget, MenuItem, MenuLink } from './types';

// Pages the footer lists as well (./footer.ts): each name and address is written here only.
export const digitalWorkforce: MenuLink = {
  label: 'Digital Workforce',
  href: '/digital-workforce',
  description: 'Twelve named AI workers ready to hire.',
};
export const automateInHouse: MenuLink = {
  label: 'Automate In-House',
  href: '/solutions/for-your-business/automate-in-house',
  description: 'Train your staff to deploy 3-5 custom agents.',
};
export const ideaToMarketLab: MenuLink = {
  label: 'Idea-to-Market Lab',
  href: '/solutions/for-your-idea/Idea-to-market-lab',
  description: 'From idea to MVP in 30 days.',
};
export const whyInfinyte: MenuLink = { label: 'Why Infinyte', href: '/philosophy/why-infinyte' };
export const contactUs: LinkTarget = { label: 'Contact Us', href: '/contact' };

export const mainMenu: MenuItem[] = [
  {
    label: 'Solutions',
    dropdownMenu: [
      {
        label: 'For Your Business',
        dropdownMenu: [
          {
            label: 'Growth Platform',
            href: site.growthPlatformUrl,
            description: 'CRM, AI outreach and a 24/7 contact-centre agent, live in 48 hours.',
          },
          digitalWorkforce,
          automateInHouse,
        ],
      },
      {
        label: 'For Your Idea',
        dropdownMenu: [ideaToMarketLab],
      },
      {
        label: 'For You and Your Family',
        dropdownMenu: [
          {
            label: 'Communax Family App',
            href: site.familyAppUrl,
            description: 'A calm, private assistant for the household.',
          },
        ],
      },
      {
        label: 'Enterprise Capabilities',
        dropdownMenu: [
          { label: 'Data and Artificial Intelligence', href: '/solutions/enterprise/data-ai' },
          { label: 'Technology and Engineering', href: '/solutions/enterprise/technology-engineering' },
          { label: 'Platforming and Cloud Services', href: '/solutions/enterprise/platforming-cloud' },
          { label: 'Digital Transformation and Strategy', href: '/solutions/enterprise/digital-transformation' },
        ],
      },
    ],
  },
  {
    label: 'Platform',
    dropdownMenu: [
      { label: 'Overview', href: '/platform/platform-overview' },
      { label: 'Agents and Automation', href: '/platform/agents-and-automation' },
      { label: 'Architecture and Security', href: '/platform/architecture-and-security' },
      { label: 'Ethical by Design', href: '/platform/ethical-by-design' },
    ],
  },
  {
    label: 'Philosophy',
    dropdownMenu: [
      whyInfinyte,
      { label: 'Symbolism Behind the Logo', href: '/philosophy/symbolism-behind-the-logo' },
      { label: 'The Future We’re Quietly Building', href: '/philosophy/the-future-we’re-quietly-building' },
      { label: 'Principles of Ethical AI', href: '/philosophy/principles-of-ethical-ai' },
    ],
  },
  {
    label: 'People',
    dropdownMenu: [
      { label: 'Who We Empower', href: '/people/who-we-empower' },
      { label: 'Meet the Digital Workforce', href: '/people/meet-the-digital-workforce' },
      { label: 'Human-AI Collaboration', href: '/people/human-ai-collaboration' },
      { label: 'Join the Movement', href: '/people/join-the-movement' },
    ],
  },
  {
    label: 'Get Started',
    dropdownMenu: [
      { label: 'Find Your Fit', href: '/get-started/find-your-fit' },
      { label: 'Book a Vision Call', href: '/get-started/book-a-vision-call' },
      { label: 'Request a Demo', href: '/get-started/request-a-demo' },
      { label: 'Become a Partner', href: '/get-started/become-a-partner' },
    ],
  },
  { label: 'Case Studies', href: '/case-studies' },
];

/** The 'Contact Us' block shown in the menu. */
export const menuContact = {
  title: contactUs.label,
  description: `Tell us where you want to go. We reply to every business inquiry ${REPLY_PROMISE}.`,
  link: { label: 'Click to Start a Conversation', href: contactUs.href } satisfies LinkTarget,
};
