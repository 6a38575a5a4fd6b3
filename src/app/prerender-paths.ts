// The slugs of the case studies and bundled posts, in one place, so the prerenderer, the
// sitemap, the metadata table and the route loaders agree on which pages exist. Workers come from
// the workers content module.
export interface CaseStudyPage {
  slug: string;
  brand: string;
  category: 'Web app' | 'Mobile app';
  subject: string;
}

export interface PostPage {
  slug: string;
  title: string;
}

export const caseStudyPages: CaseStudyPage[] = [
  { slug: 'repairline', brand: 'RepairLine', category: 'Web app', subject: 'collision-recovery management' },
  { slug: 'snap-savor', brand: 'Snap & Savor', category: 'Mobile app', subject: 'restaurant reservations' },
  { slug: 'fade-home', brand: 'Fade Home', category: 'Mobile app', subject: 'barber visits at home' },
  { slug: 'pulse-coach', brand: 'Pulse Coach', category: 'Mobile app', subject: 'personal fitness coaching' },
  { slug: 'commons', brand: 'Commons', category: 'Web app', subject: 'community groups' },
  { slug: 'novara-conic', brand: 'Novara Conic', category: 'Web app', subject: 'an online marketplace' },
  {
    slug: 'auto-show-remote-sign-up',
    brand: 'Auto Show Remote Sign-Up',
    category: 'Web app',
    subject: 'event registration',
  },
  { slug: 'bastian-bux', brand: 'Bastian Bux', category: 'Web app', subject: 'a stored-value card platform' },
  { slug: 'salsa-nights', brand: 'Salsa Nights', category: 'Mobile app', subject: 'salsa events' },
  { slug: 'carelink', brand: 'CareLink', category: 'Mobile app', subject: 'doctor-patient care' },
  { slug: 'rent-a-goalie', brand: 'Rent-a-Goalie', category: 'Mobile app', subject: 'hockey goalie rental' },
  { slug: 'medminder', brand: 'MedMinder', category: 'Mobile app', subject: 'medication tracking' },
  { slug: 'crumb-club', brand: 'Crumb Club', category: 'Web app', subject: 'cookie ordering' },
  {
    slug: 'patient-self-check-in',
    brand: 'Patient Self Check-In',
    category: 'Web app',
    subject: 'a clinic self check-in kiosk',
  },
];

export const postPages: PostPage[] = [
  { slug: 'digital-workforce-first-90-days', title: 'Your Digital Workforce: The First 90 Days' },
  { slug: 'ethical-ai-by-design-checklist', title: 'Ethical AI by Design: A Working Checklist' },
  { slug: 'from-idea-to-mvp-in-30-days', title: 'From Idea to MVP in 30 Days' },
  { slug: 'automate-in-house-workshop-lessons', title: 'Lessons from the Automate In-House Workshop' },
  { slug: 'agentic-orchestration-explained', title: 'Agentic Orchestration, Explained' },
  { slug: 'ai-receptionist-24-7-customer-care', title: 'The AI Receptionist: Customer Care Around the Clock' },
];
