import { site } from '@/config/site';
import { CASE_STUDY_COUNT, EXPERIENCE_YEARS } from '@/content/constants';
import { contactBanner } from '@/content/cta';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const aboutPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'About Infinyte | 25 Years of Turning Technology into Impact',
    heading: 'About Infinyte',
    category: 'Company',
    description:
      'Meet the team behind Infinyte: 25 years of engineering, strategy and design experience, now focused on practical, ethical AI for growing organisations.',
    keywords: ['about Infinyte', 'AI consultancy team', 'AI experience'],
    schemaType: 'organization',
  },
  hero: {
    category: `About ${site.name}`,
    title: 'A consultancy built for the age of AI workers',
    description: `We are engineers, designers and strategists with ${EXPERIENCE_YEARS} years of shipping software. Today we help businesses, founders and families put AI to work responsibly.`,
    image: heroImage('about'),
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Our story',
      title: 'From custom software to a digital workforce',
      paragraphs: [
        `${site.name} grew out of a software studio that spent ${EXPERIENCE_YEARS} years building web platforms, mobile apps and data systems for clients in logistics, health care, finance and retail. Along the way we automated thousands of hours of manual work, one integration at a time.`,
        'When large language models became reliable enough for real operations, we saw the chance to automate judgment-heavy work too: answering customers, preparing proposals, reconciling reports. We rebuilt our practice around that opportunity and gave it a name that says what we believe AI should deliver. Intelligence. Impact. Infinite Scale.',
      ],
    },
    {
      kind: 'split',
      eyebrow: 'How we work',
      title: 'Senior people, small teams, measurable outcomes',
      paragraphs: [
        'Every engagement is led by a senior consultant who stays with you from the first workshop to the last handover. We keep teams small on purpose: fewer handoffs, faster decisions and people who know your business by name.',
      ],
      bullets: [
        'One accountable lead for every client',
        'Two-week delivery cycles with a live demo each time',
        'A written success measure agreed before work starts',
      ],
      image: serviceImage('digital-transformation', 'landscape'),
      imageSide: 'right',
      action: { label: 'Read why we do it', href: '/philosophy/why-infinyte' },
    },
    {
      kind: 'stats',
      title: 'Infinyte in numbers',
      items: [
        { value: '1 lead', label: 'consultant per client, from the first workshop to the handover' },
        { value: '2 weeks', label: 'between live demos of working software' },
        { value: `${CASE_STUDY_COUNT}`, label: 'products shipped and published as case studies' },
        { value: '1 business day', label: 'to a personal reply to any business inquiry' },
      ],
    },
    {
      kind: 'features',
      eyebrow: 'What we value',
      title: 'Principles that shape every project',
      items: [
        {
          icon: 'target',
          title: 'Outcomes over output',
          description: 'We agree on the number we will move before we start, and we report against it every sprint.',
        },
        {
          icon: 'shield',
          title: 'Ethical by design',
          description: 'Consent, transparency and human review are part of the first design, never a patch.',
          href: '/philosophy/principles-of-ethical-ai',
        },
        {
          icon: 'handshake',
          title: 'Leave clients stronger',
          description: 'We document, train and hand over so your team can run and extend what we build.',
        },
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};
