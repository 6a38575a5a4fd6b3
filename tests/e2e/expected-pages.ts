// What a visitor sees on every page the sitemap lists: the document title (the browser tab, the search result)
// and the page's one heading. Literals, first copied off the built pages and checked by eye against the
// specification; never read from the route table or the content modules, so a title that changes by accident
// fails, and one that changes on purpose is a changed line here.
// [path as the visitor types it, title, heading]
const pages: [path: string, title: string, heading: string][] = [
  [
    '/',
    'Infinyte | AI and Automation Consultancy: Intelligence. Impact. Infinite Scale.',
    'Human Potential, Amplified by AI',
  ],
  ['/about/', 'About Infinyte | 25 Years of Turning Technology into Impact', 'About Infinyte'],
  ['/blog/', 'News and Insights | The Infinyte Blog', 'News and Insights'],
  ['/case-studies/', 'Case Studies | Web and Mobile Apps We Have Shipped | Infinyte', 'Case Studies'],
  ['/contact/', 'Contact Infinyte | Business Inquiries, Careers and Media', 'Let’s Talk About Your Next Move'],
  [
    '/digital-workforce/',
    'Digital Workforce | Twelve AI Workers Ready to Hire | Infinyte',
    'Meet Your Digital Workforce',
  ],
  ['/get-started/become-a-partner/', 'Become a Partner | Grow with Infinyte', 'Become a Partner'],
  [
    '/get-started/book-a-vision-call/',
    'Book a Vision Call | Your Vision, Accelerated | Infinyte',
    'Book a Vision Call',
  ],
  ['/get-started/find-your-fit/', 'Find Your Fit | Which Infinyte Solution Is Right for You', 'Find Your Fit'],
  ['/get-started/request-a-demo/', 'Request a Demo | See the Infinyte Platform in Action', 'Request a Demo'],
  ['/people/human-ai-collaboration/', 'Human and AI Collaboration | Infinyte People', 'Human and AI Collaboration'],
  ['/people/join-the-movement/', 'Join the Movement | Careers and Community | Infinyte', 'Join the Movement'],
  ['/people/meet-the-digital-workforce/', 'Meet the Digital Workforce | Infinyte People', 'Meet the Digital Workforce'],
  ['/people/who-we-empower/', 'Who We Empower | Businesses, Founders and Families | Infinyte', 'Who We Empower'],
  [
    '/philosophy/principles-of-ethical-ai/',
    'Principles of Ethical AI | Infinyte Philosophy',
    'Principles of Ethical AI',
  ],
  [
    '/philosophy/symbolism-behind-the-logo/',
    'The Symbolism Behind the Logo | Infinyte Philosophy',
    'The Symbolism Behind the Logo',
  ],
  [
    '/philosophy/the-future-we’re-quietly-building/',
    'The Future We’re Quietly Building | Infinyte Philosophy',
    'The Future We’re Quietly Building',
  ],
  ['/philosophy/why-infinyte/', 'Why Infinyte | Intelligence. Impact. Infinite Scale.', 'Why Infinyte'],
  ['/platform/agents-and-automation/', 'Agents and Automation | Infinyte Platform', 'Agents and Automation'],
  [
    '/platform/architecture-and-security/',
    'Architecture and Security | Infinyte Platform',
    'Architecture and Security',
  ],
  ['/platform/ethical-by-design/', 'Ethical by Design | Infinyte Platform', 'Ethical by Design'],
  ['/platform/platform-overview/', 'Platform Overview | The Infinyte Intelligence Platform', 'Platform Overview'],
  ['/privacy/', 'Privacy Policy | Infinyte', 'Privacy Policy'],
  [
    '/solutions/',
    'Solutions | AI for Business, Founders, Families and Enterprise | Infinyte',
    'One Platform, Four Ways to Accelerate',
  ],
  [
    '/solutions/enterprise/data-ai/',
    'Data and Artificial Intelligence | Enterprise Capabilities | Infinyte',
    'Data and Artificial Intelligence',
  ],
  [
    '/solutions/enterprise/digital-transformation/',
    'Digital Transformation and Strategy | Enterprise Capabilities | Infinyte',
    'Digital Transformation and Strategy',
  ],
  [
    '/solutions/enterprise/platforming-cloud/',
    'Platforming and Cloud Services | Enterprise Capabilities | Infinyte',
    'Platforming and Cloud Services',
  ],
  [
    '/solutions/enterprise/technology-engineering/',
    'Technology and Engineering | Enterprise Capabilities | Infinyte',
    'Technology and Engineering',
  ],
  [
    '/solutions/for-your-business/automate-in-house/',
    'Automate In-House Workshop | Deploy 3-5 Custom Agents | Infinyte',
    'Automate In-House',
  ],
  [
    '/solutions/for-your-family/communax/',
    'Communax | Calm, Private AI for Families | Infinyte',
    'Communax for You and Your Family',
  ],
  [
    '/solutions/for-your-idea/Idea-to-market-lab/',
    'Idea-to-Market Lab | From Idea to MVP in 30 Days | Infinyte',
    'Idea-to-Market Lab',
  ],
  [
    '/digital-workforce/ava-chief-of-staff/',
    'Ava, Chief of Staff | Digital Workforce | Infinyte',
    'Ava, Chief of Staff',
  ],
  [
    '/digital-workforce/leo-outreach-specialist/',
    'Leo, Outreach Specialist | Digital Workforce | Infinyte',
    'Leo, Outreach Specialist',
  ],
  [
    '/digital-workforce/maya-content-strategist/',
    'Maya, Content Strategist | Digital Workforce | Infinyte',
    'Maya, Content Strategist',
  ],
  [
    '/digital-workforce/owen-backup-operations-manager/',
    'Owen, Backup Operations Manager | Digital Workforce | Infinyte',
    'Owen, Backup Operations Manager',
  ],
  [
    '/digital-workforce/iris-solutions-advisor/',
    'Iris, Solutions Advisor | Digital Workforce | Infinyte',
    'Iris, Solutions Advisor',
  ],
  [
    '/digital-workforce/nova-system-intelligence-agent/',
    'Nova, System Intelligence Agent | Digital Workforce | Infinyte',
    'Nova, System Intelligence Agent',
  ],
  [
    '/digital-workforce/ella-ai-receptionist/',
    'Ella, AI Receptionist | Digital Workforce | Infinyte',
    'Ella, AI Receptionist',
  ],
  [
    '/digital-workforce/max-technical-support-specialist/',
    'Max, Technical Support Specialist | Digital Workforce | Infinyte',
    'Max, Technical Support Specialist',
  ],
  [
    '/digital-workforce/grace-executive-receptionist/',
    'Grace, Executive Receptionist | Digital Workforce | Infinyte',
    'Grace, Executive Receptionist',
  ],
  [
    '/digital-workforce/sam-client-success-manager/',
    'Sam, Client Success Manager | Digital Workforce | Infinyte',
    'Sam, Client Success Manager',
  ],
  [
    '/digital-workforce/theo-technical-seo-specialist/',
    'Theo, Technical SEO Specialist | Digital Workforce | Infinyte',
    'Theo, Technical SEO Specialist',
  ],
  [
    '/digital-workforce/zoe-business-analyst/',
    'Zoe, Business Analyst | Digital Workforce | Infinyte',
    'Zoe, Business Analyst',
  ],
  [
    '/case-studies/repairline/',
    'RepairLine: Collision recovery, rebuilt for the web | Infinyte Case Study',
    'RepairLine: Collision recovery, rebuilt for the web',
  ],
  [
    '/case-studies/snap-savor/',
    'Snap & Savor: Restaurant reservations in two taps | Infinyte Case Study',
    'Snap & Savor: Restaurant reservations in two taps',
  ],
  [
    '/case-studies/fade-home/',
    'Fade Home: The barbershop that comes to your door | Infinyte Case Study',
    'Fade Home: The barbershop that comes to your door',
  ],
  [
    '/case-studies/pulse-coach/',
    'Pulse Coach: A personal trainer in your pocket | Infinyte Case Study',
    'Pulse Coach: A personal trainer in your pocket',
  ],
  [
    '/case-studies/commons/',
    'Commons: Community groups that run themselves | Infinyte Case Study',
    'Commons: Community groups that run themselves',
  ],
  [
    '/case-studies/novara-conic/',
    'Novara Conic: A marketplace built on trust | Infinyte Case Study',
    'Novara Conic: A marketplace built on trust',
  ],
  [
    '/case-studies/auto-show-remote-sign-up/',
    'Auto Show Remote Sign-Up: Event sign-up without the line | Infinyte Case Study',
    'Auto Show Remote Sign-Up: Event sign-up without the line',
  ],
  [
    '/case-studies/bastian-bux/',
    'Bastian Bux: Stored value, without the plastic | Infinyte Case Study',
    'Bastian Bux: Stored value, without the plastic',
  ],
  [
    '/case-studies/salsa-nights/',
    'Salsa Nights: Every salsa night in the city, in one app | Infinyte Case Study',
    'Salsa Nights: Every salsa night in the city, in one app',
  ],
  [
    '/case-studies/carelink/',
    'CareLink: Doctors and patients, one message away | Infinyte Case Study',
    'CareLink: Doctors and patients, one message away',
  ],
  [
    '/case-studies/rent-a-goalie/',
    'Rent-a-Goalie: Never skate without a goalie again | Infinyte Case Study',
    'Rent-a-Goalie: Never skate without a goalie again',
  ],
  [
    '/case-studies/medminder/',
    'MedMinder: Medication routines that stick | Infinyte Case Study',
    'MedMinder: Medication routines that stick',
  ],
  [
    '/case-studies/crumb-club/',
    'Crumb Club: Cookie ordering, fresh from the oven | Infinyte Case Study',
    'Crumb Club: Cookie ordering, fresh from the oven',
  ],
  [
    '/case-studies/patient-self-check-in/',
    'Patient Self Check-In: Clinic check-in in under a minute | Infinyte Case Study',
    'Patient Self Check-In: Clinic check-in in under a minute',
  ],
  [
    '/blog-details/digital-workforce-first-90-days/',
    'Your Digital Workforce: The First 90 Days | Infinyte Blog',
    'Your Digital Workforce: The First 90 Days',
  ],
  [
    '/blog-details/ethical-ai-by-design-checklist/',
    'Ethical AI by Design: A Checklist for Every Deployment | Infinyte Blog',
    'Ethical AI by Design: A Checklist for Every Deployment',
  ],
  [
    '/blog-details/from-idea-to-mvp-in-30-days/',
    'From Idea to MVP in 30 Days: Inside the Idea-to-Market Lab | Infinyte Blog',
    'From Idea to MVP in 30 Days: Inside the Idea-to-Market Lab',
  ],
  [
    '/blog-details/automate-in-house-workshop-lessons/',
    'Five Lessons From Our Automate In-House Workshops | Infinyte Blog',
    'Five Lessons From Our Automate In-House Workshops',
  ],
  [
    '/blog-details/agentic-orchestration-explained/',
    'Agentic Orchestration, Explained Without the Hype | Infinyte Blog',
    'Agentic Orchestration, Explained Without the Hype',
  ],
  [
    '/blog-details/ai-receptionist-24-7-customer-care/',
    'Meet Ella: 24/7 Customer Care With an AI Receptionist | Infinyte Blog',
    'Meet Ella: 24/7 Customer Care With an AI Receptionist',
  ],
];

export interface ExpectedPage {
  title: string;
  heading: string;
}

/** Expectations by decoded path, with the trailing slash the sitemap gives ('/' for home). */
export const expectedPages = new Map<string, ExpectedPage>(
  pages.map(([path, title, heading]) => [path, { title, heading }]),
);

/** The not-found page, served with status 404 for any path the site does not have. */
export const notFoundPage: ExpectedPage = {
  title: 'Page Not Found | Infinyte',
  heading: 'We Could Not Find That Page',
};
