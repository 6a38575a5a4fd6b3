// Everything Infinyte sells (specification section 1), as service cards the
// sections render. Outside addresses come from the site configuration.
import { site } from '@/config/site';
import { CONSULTATION_HOURS, LIVE_IN_HOURS, MVP_DAYS, REPLY_PROMISE, WORKER_COUNT, WORKSHOP_AGENTS } from './constants';
import type { ServiceCard } from './types';

export const growthPlatform: ServiceCard = {
  title: 'Business Growth Platform',
  description: `A CRM, AI outreach agents and a 24/7 contact-center agent, configured for your pipeline and live in ${LIVE_IN_HOURS} hours. Every lead is answered, followed up and logged without adding headcount.`,
  link: site.growthPlatformUrl,
  ctaLink: site.growthPlatformUrl,
  ctaLabel: 'Explore the platform',
  icon: 'rocket',
};

export const digitalWorkforce: ServiceCard = {
  title: 'Digital Workforce',
  description: `${WORKER_COUNT} named AI workers, from a chief of staff to a technical SEO specialist, trained on your playbooks and hired one role at a time. They work inside the tools your team already uses.`,
  link: '/digital-workforce',
  ctaLink: '/digital-workforce',
  ctaLabel: 'Meet the workforce',
  icon: 'bot',
};

export const automateInHouse: ServiceCard = {
  title: 'Automate In-House',
  description: `A hands-on workshop that prepares your own staff to design, deploy and govern ${WORKSHOP_AGENTS} custom agents. Your people keep the know-how, and the automations stay yours.`,
  link: '/solutions/for-your-business/automate-in-house',
  ctaLink: '/solutions/for-your-business/automate-in-house',
  ctaLabel: 'See the workshop',
  icon: 'workflow',
};

export const ideaToMarketLab: ServiceCard = {
  title: 'Idea-to-Market Lab',
  description: `From a validated idea to a working MVP in ${MVP_DAYS} days. Product strategy, design and engineering in one focused sprint, with real users testing the result.`,
  link: '/solutions/for-your-idea/Idea-to-market-lab',
  ctaLink: '/solutions/for-your-idea/Idea-to-market-lab',
  ctaLabel: 'Start your MVP',
  icon: 'lightbulb',
};

export const expertConsultation: ServiceCard = {
  title: 'Expert Guidance Consultation',
  description: `A ${CONSULTATION_HOURS}-hour working session with a senior consultant. Bring one process or one idea; leave with a prioritized automation plan, a cost estimate and the first three steps.`,
  link: '/contact',
  ctaLink: '/contact',
  ctaLabel: 'Book a consultation',
  icon: 'compass',
};

export const careers: ServiceCard = {
  title: 'Careers',
  description:
    'We hire engineers, designers and consultants who like shipping more than talking about it. Send your resume and a note about something you built.',
  link: `mailto:${site.careersEmail}`,
  ctaLink: `mailto:${site.careersEmail}`,
  ctaLabel: 'Email our people team',
  icon: 'users',
};

export const mediaInquiries: ServiceCard = {
  title: 'Media Inquiries',
  description: `Journalists and analysts can reach our communications team directly. We reply ${REPLY_PROMISE} with spokespeople, data or images.`,
  link: `mailto:${site.mediaEmail}`,
  ctaLink: `mailto:${site.mediaEmail}`,
  ctaLabel: 'Email our press team',
  icon: 'message',
};

export const familyOffering: ServiceCard = {
  title: 'Communax for Families',
  description:
    'A private family hub that keeps calendars, chores, school notices and check-ins in one calm place, with an assistant that helps everyone keep up.',
  link: site.familyAppUrl,
  ctaLink: site.familyAppUrl,
  ctaLabel: 'Visit Communax',
  icon: 'heart',
};

export const enterpriseCapabilities: ServiceCard[] = [
  {
    title: 'Data and Artificial Intelligence',
    description:
      'Data platforms, governed pipelines and production machine learning that turn scattered records into forecasts, copilots and decisions.',
    link: '/solutions/enterprise/data-ai',
    ctaLink: '/solutions/enterprise/data-ai',
    icon: 'brain',
  },
  {
    title: 'Digital Transformation and Strategy',
    description:
      'Operating-model redesign, automation roadmaps and change programs that move a whole organization, not just one department.',
    link: '/solutions/enterprise/digital-transformation',
    ctaLink: '/solutions/enterprise/digital-transformation',
    icon: 'compass',
  },
  {
    title: 'Platforming and Cloud Services',
    description:
      'Cloud landing zones, platform engineering and migrations on AWS, Azure and Google Cloud, with cost and security built in from day one.',
    link: '/solutions/enterprise/platforming-cloud',
    ctaLink: '/solutions/enterprise/platforming-cloud',
    icon: 'cloud',
  },
  {
    title: 'Technology and Engineering',
    description:
      'Web, mobile and integration engineering by senior teams who write tested, documented code your developers are glad to inherit.',
    link: '/solutions/enterprise/technology-engineering',
    ctaLink: '/solutions/enterprise/technology-engineering',
    icon: 'code',
  },
];

/** The four ways into the platform, shown on the home page and the solutions overview. */
export const fourWays: ServiceCard[] = [growthPlatform, digitalWorkforce, automateInHouse, ideaToMarketLab];

/** The Work with Us block beside the business inquiry form. */
export const workWithUs: ServiceCard[] = [expertConsultation, careers, mediaInquiries];

/** Every offering in one list. */
export const offerings: ServiceCard[] = [
  ...fourWays,
  expertConsultation,
  careers,
  mediaInquiries,
  ...enterpriseCapabilities,
  familyOffering,
];

/** Capability names case studies cite, with the page that explains each. */
export const capabilityLinks = {
  'Data and Artificial Intelligence': '/solutions/enterprise/data-ai',
  'Digital Transformation and Strategy': '/solutions/enterprise/digital-transformation',
  'Platforming and Cloud Services': '/solutions/enterprise/platforming-cloud',
  'Technology and Engineering': '/solutions/enterprise/technology-engineering',
  'Digital Workforce': '/digital-workforce',
  'Automate In-House': '/solutions/for-your-business/automate-in-house',
  'Idea-to-Market Lab': '/solutions/for-your-idea/Idea-to-market-lab',
} as const;

export type Capability = keyof typeof capabilityLinks;
