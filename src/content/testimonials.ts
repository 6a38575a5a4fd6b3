// Client words for the home page testimonial slider. No portraits: we have no
// photographs of these clients, and a drawn face beside a real name would mislead.
import { MVP_DAYS } from './constants';
import type { Testimonial } from './types';

export const testimonials: Testimonial[] = [
  {
    authorName: 'Danielle Ortiz',
    label: 'COO, Harborview Logistics',
    description:
      'Infinyte had our dispatch inbox triaged by an AI worker in the first week. Six months later we handle 40% more shipments with the same coordinators, and nobody on the team wants to go back.',
  },
  {
    authorName: 'Marcus Bell',
    label: 'Founder, Crumb Club',
    description: `We walked into the Idea-to-Market Lab with sketches and walked out ${MVP_DAYS} days later with a storefront taking real orders. Weekly orders have doubled since launch.`,
  },
  {
    authorName: 'Priya Raman',
    label: 'VP of Operations, Lumen Dental Group',
    description:
      'The Automate In-House workshop gave our practice managers the confidence to build four agents themselves. Insurance verification that took two hours a day now takes twenty minutes.',
  },
  {
    authorName: 'James Whitaker',
    label: 'CIO, Northgate Credit Union',
    description:
      'Their platform team moved our member services to the cloud without a single unplanned outage, and the governance model they left behind passed our regulator’s review on the first try.',
  },
];
