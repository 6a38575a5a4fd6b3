import { site } from '@/config/site';
import { contactBanner } from '@/content/cta';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const joinTheMovementPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Join the Movement | Careers and Community | Infinyte',
    heading: 'Join the Movement',
    category: 'People',
    description:
      'Build the future of work with us: open roles, our community of practitioners and the ways you can help shape practical, ethical AI.',
    keywords: ['AI careers', 'join Infinyte', 'AI community'],
  },
  hero: {
    category: 'People',
    title: 'Join the movement',
    description: `Build AI that gives people their time back. Join ${site.name} as a teammate, a partner or a member of our community.`,
    image: heroImage('people'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Work with us',
      paragraphs: [
        `We hire engineers, designers, product leads and consultants who care about shipping useful things and treating people well. Our teams are small, remote-friendly across US time zones and led by practitioners. Send your resume and a note about something you built to ${site.careersEmail}.`,
      ],
    },
    {
      kind: 'features',
      title: 'Ways to get involved',
      items: [
        {
          icon: 'handshake',
          title: 'Become a partner',
          description: 'Agencies, software vendors and consultancies can resell or co-deliver our services.',
          href: '/get-started/become-a-partner',
        },
        {
          icon: 'lightbulb',
          title: 'Bring an idea',
          description: 'Founders with a problem worth solving can apply to the Idea-to-Market Lab.',
          href: '/solutions/for-your-idea/Idea-to-market-lab',
        },
        {
          icon: 'message',
          title: 'Follow the conversation',
          description: 'Read our field notes on agents, ethics and automation on the blog.',
          href: '/blog',
        },
      ],
    },
    {
      kind: 'stats',
      title: 'Life at Infinyte',
      items: [
        { value: '4-day', label: 'learning sprint for every new hire' },
        { value: '10%', label: 'of working time reserved for research and teaching' },
        { value: '100%', label: 'of engineers ship to production in their first month' },
      ],
    },
    {
      kind: 'faq',
      title: 'Joining the team',
      items: [
        {
          question: 'Which roles do you hire for?',
          answer:
            'Full-stack and mobile engineers, data and machine learning engineers, product designers, delivery leads and AI consultants.',
        },
        {
          question: 'What does the interview look like?',
          answer:
            'A conversation with a future teammate, a paid practical exercise based on real work and a final talk with a founder. No trick puzzles.',
        },
      ],
    },
    { kind: 'cta', content: contactBanner },
  ],
};
