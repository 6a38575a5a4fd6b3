import { site } from '@/config/site';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const communaxPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Communax | Calm, Private AI for Families | Infinyte',
    heading: 'Communax for You and Your Family',
    category: 'For You and Your Family',
    description:
      'Communax brings the household together: shared calendars, reminders and a private family assistant designed with safety and simplicity first.',
    keywords: ['family app', 'family assistant', 'Communax'],
    schemaType: 'software',
  },
  hero: {
    category: 'For You and Your Family',
    title: 'Communax keeps the whole family in sync',
    description:
      'One private hub for calendars, chores, school notices and check-ins, with a friendly assistant that helps everyone keep up without the group-chat chaos.',
    image: heroImage('communax'),
    action: { label: 'Visit Communax', href: site.familyAppUrl },
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Why we built it',
      title: 'Family life deserves better tools',
      paragraphs: [
        'Parents run a small organization with none of the tools a business takes for granted. Pickup times live in one app, school notices in another, grocery lists on the fridge and reminders in someone’s head. Communax brings it together in one calm place.',
        'We built it with the same engineering and privacy standards we apply to our enterprise clients. Your family’s information is never sold, never used for advertising and never used to train models.',
      ],
    },
    {
      kind: 'features',
      title: 'What Communax does for you',
      items: [
        {
          icon: 'calendar',
          title: 'One family calendar',
          description:
            'Every activity, appointment and pickup, color-coded by person and shared with grandparents or sitters when you choose.',
        },
        {
          icon: 'check',
          title: 'Chores and routines',
          description: 'Age-appropriate tasks with gentle reminders and a weekly family scoreboard.',
        },
        {
          icon: 'mail',
          title: 'School notices, summarized',
          description: 'Forward school emails and get the dates, deadlines and forms pulled out for you.',
        },
        {
          icon: 'heart',
          title: 'Check-ins',
          description: 'A simple way for kids and relatives to say they arrived, without constant location tracking.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Common questions',
      items: [
        {
          question: 'Who can see our information?',
          answer:
            'Only the family members and guests you invite. You control every share, and you can export or delete your data at any time.',
        },
        {
          question: 'Where do I sign up?',
          answer: 'Communax has its own site and apps. Use the Visit Communax link above to create a family space.',
        },
      ],
    },
  ],
};
