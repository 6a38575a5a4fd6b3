import { site } from '@/config/site';
import { EXPERIENCE_YEARS } from '@/content/constants';
import { heroImage, serviceImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const whyInfinytePage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'Why Infinyte | Intelligence. Impact. Infinite Scale.',
    heading: 'Why Infinyte',
    category: 'Philosophy',
    description:
      'Why we exist: to make advanced AI practical, humane and within reach of every organisation, whatever its size or starting point.',
    keywords: ['why Infinyte', 'company mission', 'AI for everyone'],
    schemaType: 'organization',
  },
  hero: {
    category: 'Philosophy',
    title: `Why ${site.name}`,
    description: `${site.tagline} Three words for what we believe AI should deliver, and the standard we hold our own work to.`,
    image: heroImage('philosophy'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Intelligence',
      paragraphs: [
        'Intelligence is not a model; it is the right information reaching the right person at the right moment. We build agents that know your business, remember context and explain their reasoning, so the people working with them make better calls.',
      ],
    },
    {
      kind: 'prose',
      title: 'Impact',
      paragraphs: [
        'Technology that does not change a number is a hobby. Every engagement starts with an agreed outcome, such as hours returned, revenue gained, response times cut or errors avoided, and we report against it until it moves.',
      ],
    },
    {
      kind: 'prose',
      title: 'Infinite Scale',
      paragraphs: [
        'Good work should not be limited by headcount. Once an agent does a job well, it can do it at three in the morning, in a holiday peak or across a hundred locations, while your people focus on the work that needs a human.',
      ],
    },
    {
      kind: 'stats',
      title: 'What stands behind the promise',
      items: [
        { value: `${EXPERIENCE_YEARS} years`, label: 'of building software that runs businesses' },
        { value: '1', label: 'agreed success measure for every engagement' },
        { value: '1 week', label: 'of supervised work before any AI worker acts on its own' },
      ],
    },
    {
      kind: 'split',
      title: 'Built by people who stay accountable',
      paragraphs: [
        'We are not a platform you sign up for and never hear from again. A named senior lead is responsible for every client, and our success is measured by yours.',
      ],
      image: serviceImage('technology-engineering', 'portrait'),
      imageSide: 'right',
      action: { label: 'About us', href: '/about' },
    },
  ],
};
