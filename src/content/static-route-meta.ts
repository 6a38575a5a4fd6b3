// The metadata of every static page, keyed by its path: title, description and
// structured-data type. A static route's loader reads its row (so the table
// stays out of the first load), and the prerenderer, the sitemap and the unit
// tests read it too, so a page cannot ship without unique, indexable metadata.
import { REPLY_PROMISE } from './constants';
import type { RouteMeta } from './route-meta';

export const staticRouteMeta = {
  '/': {
    title: 'Infinyte | AI and Automation Consultancy: Intelligence. Impact. Infinite Scale.',
    heading: 'Human Potential, Amplified by AI',
    category: 'Infinyte',
    description:
      'Infinyte helps businesses, founders and families put AI to work: a digital workforce, in-house automation, idea-to-MVP in 30 days and enterprise transformation.',
    keywords: ['AI consultancy', 'automation', 'digital workforce', 'AI agents', 'digital transformation'],
    schemaType: 'organization',
  },
  '/about': {
    title: 'About Infinyte | 25 Years of Turning Technology into Impact',
    heading: 'About Infinyte',
    category: 'Company',
    description:
      'Meet the team behind Infinyte: 25 years of engineering, strategy and design experience, now focused on practical, ethical AI for growing organisations.',
    keywords: ['about Infinyte', 'AI consultancy team', 'AI experience'],
    schemaType: 'organization',
  },
  '/contact': {
    title: 'Contact Infinyte | Business Inquiries, Careers and Media',
    heading: 'Let’s Talk About Your Next Move',
    category: 'Contact',
    description: `Send a business inquiry and hear back ${REPLY_PROMISE}, book a two-hour expert consultation, or reach our careers and media teams.`,
    keywords: ['contact Infinyte', 'business inquiry', 'AI consultation'],
    schemaType: 'contact',
  },
  '/privacy': {
    title: 'Privacy Policy | Infinyte',
    heading: 'Privacy Policy',
    category: 'Legal',
    description:
      'How Infinyte collects, uses and protects the information you share with us, and how to exercise your rights or unsubscribe at any time.',
    keywords: ['privacy policy', 'data protection'],
  },
  '/solutions': {
    title: 'Solutions | AI for Business, Founders, Families and Enterprise | Infinyte',
    heading: 'One Platform, Four Ways to Accelerate',
    category: 'Solutions',
    description:
      'Explore Infinyte solutions: a growth platform live in 48 hours, a digital workforce, in-house automation training, an idea-to-market lab and enterprise capabilities.',
    keywords: ['AI solutions', 'automation services', 'enterprise AI'],
  },
  '/solutions/for-your-business/automate-in-house': {
    title: 'Automate In-House Workshop | Deploy 3-5 Custom Agents | Infinyte',
    heading: 'Automate In-House',
    category: 'For Your Business',
    description:
      'A hands-on workshop that prepares your own staff to design, deploy and run three to five custom AI agents tailored to your workflows.',
    keywords: ['automation workshop', 'AI agents training', 'in-house automation'],
    // The workshop has no published price, so its structured data declares no offer.
    schemaType: 'service',
  },
  '/digital-workforce': {
    title: 'Digital Workforce | Twelve AI Workers Ready to Hire | Infinyte',
    heading: 'Meet Your Digital Workforce',
    category: 'For Your Business',
    description:
      'Hire named AI workers, from a chief of staff to a technical SEO specialist, who join your team, learn your tools and work around the clock.',
    keywords: ['digital workforce', 'AI workers', 'AI employees', 'AI receptionist'],
    schemaType: 'software',
  },
  '/solutions/for-your-idea/Idea-to-market-lab': {
    title: 'Idea-to-Market Lab | From Idea to MVP in 30 Days | Infinyte',
    heading: 'Idea-to-Market Lab',
    category: 'For Your Idea',
    description:
      'Bring an idea and leave with a working MVP in 30 days: discovery, design, build and launch with a senior product team and AI-accelerated delivery.',
    keywords: ['MVP in 30 days', 'startup lab', 'product development'],
  },
  '/solutions/for-your-family/communax': {
    title: 'Communax | Calm, Private AI for Families | Infinyte',
    heading: 'Communax for You and Your Family',
    category: 'For You and Your Family',
    description:
      'Communax brings the household together: shared calendars, reminders and a private family assistant designed with safety and simplicity first.',
    keywords: ['family app', 'family assistant', 'Communax'],
    schemaType: 'software',
  },
  '/solutions/enterprise/data-ai': {
    title: 'Data and Artificial Intelligence | Enterprise Capabilities | Infinyte',
    heading: 'Data and Artificial Intelligence',
    category: 'Enterprise Capabilities',
    description:
      'Data platforms, analytics and production AI for the enterprise: governed pipelines, machine learning and generative AI that earn their keep.',
    keywords: ['enterprise AI', 'data platform', 'machine learning', 'generative AI'],
  },
  '/solutions/enterprise/digital-transformation': {
    title: 'Digital Transformation and Strategy | Enterprise Capabilities | Infinyte',
    heading: 'Digital Transformation and Strategy',
    category: 'Enterprise Capabilities',
    description:
      'Strategy that ships: operating-model design, roadmaps and change programmes that turn AI ambition into measurable business outcomes.',
    keywords: ['digital transformation', 'AI strategy', 'operating model'],
  },
  '/solutions/enterprise/platforming-cloud': {
    title: 'Platforming and Cloud Services | Enterprise Capabilities | Infinyte',
    heading: 'Platforming and Cloud Services',
    category: 'Enterprise Capabilities',
    description:
      'Cloud foundations, platform engineering and migrations on AWS, Azure and Google Cloud, built for security, resilience and cost control.',
    keywords: ['cloud services', 'platform engineering', 'cloud migration'],
  },
  '/solutions/enterprise/technology-engineering': {
    title: 'Technology and Engineering | Enterprise Capabilities | Infinyte',
    heading: 'Technology and Engineering',
    category: 'Enterprise Capabilities',
    description:
      'Senior engineering teams that design, build and modernise web, mobile and back-end systems with automated testing and delivery from day one.',
    keywords: ['software engineering', 'application modernisation', 'custom software'],
  },
  '/platform/platform-overview': {
    title: 'Platform Overview | The Infinyte Intelligence Platform',
    heading: 'Platform Overview',
    category: 'Platform',
    description:
      'One platform for AI at work: an adaptive intelligence fabric, decentralized orchestration and an ethical-by-design framework underneath every agent.',
    keywords: ['AI platform', 'intelligence fabric', 'agent platform'],
    schemaType: 'software',
  },
  '/platform/agents-and-automation': {
    title: 'Agents and Automation | Infinyte Platform',
    heading: 'Agents and Automation',
    category: 'Platform',
    description:
      'How Infinyte agents plan, act and hand off: orchestrated automations that connect your tools and keep people in control of every decision.',
    keywords: ['AI agents', 'workflow automation', 'agent orchestration'],
  },
  '/platform/architecture-and-security': {
    title: 'Architecture and Security | Infinyte Platform',
    heading: 'Architecture and Security',
    category: 'Platform',
    description:
      'Isolation, encryption, least-privilege access and full audit trails: the architecture that keeps your data and your agents trustworthy.',
    keywords: ['AI security', 'platform architecture', 'data protection'],
  },
  '/platform/ethical-by-design': {
    title: 'Ethical by Design | Infinyte Platform',
    heading: 'Ethical by Design',
    category: 'Platform',
    description:
      'Fairness checks, transparency and human oversight built into the platform itself, so responsible AI is the default rather than an afterthought.',
    keywords: ['ethical AI', 'responsible AI', 'AI governance'],
  },
  '/philosophy/why-infinyte': {
    title: 'Why Infinyte | Intelligence. Impact. Infinite Scale.',
    heading: 'Why Infinyte',
    category: 'Philosophy',
    description:
      'Why we exist: to make advanced AI practical, humane and within reach of every organisation, whatever its size or starting point.',
    keywords: ['why Infinyte', 'company mission', 'AI for everyone'],
    schemaType: 'organization',
  },
  '/philosophy/symbolism-behind-the-logo': {
    title: 'The Symbolism Behind the Logo | Infinyte Philosophy',
    heading: 'The Symbolism Behind the Logo',
    category: 'Philosophy',
    description:
      'The infinity loop, the open stroke and the single line that joins them: what the Infinyte mark says about people and machines working as one.',
    keywords: ['Infinyte logo', 'brand symbolism'],
    schemaType: 'article',
    ogType: 'article',
  },
  '/philosophy/the-future-we’re-quietly-building': {
    title: 'The Future We’re Quietly Building | Infinyte Philosophy',
    heading: 'The Future We’re Quietly Building',
    category: 'Philosophy',
    description:
      'A future where AI takes the busywork and people keep the judgement: the long-term vision that guides every product and partnership we take on.',
    keywords: ['future of work', 'AI vision', 'human and AI'],
    schemaType: 'article',
    ogType: 'article',
  },
  '/philosophy/principles-of-ethical-ai': {
    title: 'Principles of Ethical AI | Infinyte Philosophy',
    heading: 'Principles of Ethical AI',
    category: 'Philosophy',
    description:
      'The principles we build by: human oversight, transparency, privacy, fairness and accountability, and how each one shows up in our work.',
    keywords: ['ethical AI principles', 'AI ethics', 'responsible AI'],
    schemaType: 'article',
    ogType: 'article',
  },
  '/people/who-we-empower': {
    title: 'Who We Empower | Businesses, Founders and Families | Infinyte',
    heading: 'Who We Empower',
    category: 'People',
    description:
      'Small businesses, scaling teams, first-time founders and busy families: the people Infinyte builds for, and what AI changes for each of them.',
    keywords: ['AI for small business', 'AI for founders', 'AI for families'],
  },
  '/people/meet-the-digital-workforce': {
    title: 'Meet the Digital Workforce | Infinyte People',
    heading: 'Meet the Digital Workforce',
    category: 'People',
    description:
      'Twelve AI colleagues with names, roles and clear responsibilities: see how each one works alongside your team and where they fit best.',
    keywords: ['AI colleagues', 'digital workers', 'AI team members'],
  },
  '/people/human-ai-collaboration': {
    title: 'Human and AI Collaboration | Infinyte People',
    heading: 'Human and AI Collaboration',
    category: 'People',
    description:
      'People set direction, agents carry the load: the collaboration patterns, hand-offs and safeguards that make human and AI teams work.',
    keywords: ['human AI collaboration', 'human in the loop', 'AI teamwork'],
  },
  '/people/join-the-movement': {
    title: 'Join the Movement | Careers and Community | Infinyte',
    heading: 'Join the Movement',
    category: 'People',
    description:
      'Build the future of work with us: open roles, our community of practitioners and the ways you can help shape practical, ethical AI.',
    keywords: ['AI careers', 'join Infinyte', 'AI community'],
  },
  '/get-started/request-a-demo': {
    title: 'Request a Demo | See the Infinyte Platform in Action',
    heading: 'Request a Demo',
    category: 'Get Started',
    description:
      'See digital workers, automations and the growth platform running on real scenarios from your industry in a live, no-obligation demo.',
    keywords: ['AI demo', 'platform demo', 'digital workforce demo'],
    schemaType: 'service',
  },
  '/get-started/find-your-fit': {
    title: 'Find Your Fit | Which Infinyte Solution Is Right for You',
    heading: 'Find Your Fit',
    category: 'Get Started',
    description:
      'Answer a few questions about your goals and team, and we will point you to the offering that will make the biggest difference first.',
    keywords: ['choose AI solution', 'AI readiness'],
  },
  '/get-started/book-a-vision-call': {
    title: 'Book a Vision Call | Your Vision, Accelerated | Infinyte',
    heading: 'Book a Vision Call',
    category: 'Get Started',
    description:
      'A focused conversation with a senior strategist about where you want to go, what is in the way and how AI can get you there faster.',
    keywords: ['vision call', 'AI strategy call', 'consultation'],
  },
  '/get-started/become-a-partner': {
    title: 'Become a Partner | Grow with Infinyte',
    heading: 'Become a Partner',
    category: 'Get Started',
    description:
      'Technology vendors, agencies and resellers: partner with Infinyte to bring practical AI to more organisations and share in the growth.',
    keywords: ['AI partnership', 'partner programme', 'reseller'],
  },
  '/case-studies': {
    title: 'Case Studies | Web and Mobile Apps We Have Shipped | Infinyte',
    heading: 'Case Studies',
    category: 'Our Work',
    description:
      'Fourteen products from first sketch to launch: healthcare, hospitality, fitness, events and marketplaces, built as web and mobile apps.',
    keywords: ['case studies', 'portfolio', 'web apps', 'mobile apps'],
  },
  '/blog': {
    title: 'News and Insights | The Infinyte Blog',
    heading: 'News and Insights',
    category: 'Blog',
    description:
      'News, initiatives and practical insights on AI agents, automation and digital transformation from the Infinyte team.',
    keywords: ['AI blog', 'automation insights', 'Infinyte news'],
  },
} satisfies Record<string, RouteMeta>;

export type StaticRoutePath = keyof typeof staticRouteMeta;

/** The metadata row of a static route; a route file with no row is a build error, not a page without a title. */
export function staticMeta(path: string): RouteMeta {
  const meta = (staticRouteMeta as Record<string, RouteMeta>)[path];
  if (!meta) throw new Error(`No metadata row for the static route ${path} in src/content/static-route-meta.ts`);
  return meta;
}
