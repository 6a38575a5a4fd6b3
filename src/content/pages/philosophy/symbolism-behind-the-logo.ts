import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

export const symbolismPage: CopyPageEntry = {
  template: 'content',
  meta: {
    title: 'The Symbolism Behind the Logo | Infinyte Philosophy',
    heading: 'The Symbolism Behind the Logo',
    category: 'Philosophy',
    description:
      'The infinity loop, the open stroke and the single line that joins them: what the Infinyte mark says about people and machines working as one.',
    keywords: ['Infinyte logo', 'brand symbolism'],
    schemaType: 'article',
    ogType: 'article',
  },
  hero: {
    category: 'Philosophy',
    title: 'The symbolism behind the logo',
    description: 'Our mark is small, but every line in it is a decision about what kind of company we want to be.',
    image: heroImage('philosophy'),
  },
  blocks: [
    {
      kind: 'prose',
      title: 'The infinity loop',
      paragraphs: [
        'The mark is built on a single continuous loop. It stands for the cycle we run with every client: listen, build, measure, improve, and listen again. There is no finish line in that loop, only a better version of the work each time around.',
        'The loop is drawn with one stroke of even weight. Neither side is larger than the other, because in the work we do neither people nor machines should dominate; each carries half of the load.',
      ],
    },
    {
      kind: 'prose',
      title: 'The y as a fork in the road',
      paragraphs: [
        'In the wordmark, the letter y replaces the i you might expect in “infinite”. Its two arms split from a single stem: one path for human judgment, one for machine capability. They share the same root and point in different directions.',
        'That fork is a choice every organization now faces. Automation can be used to replace people, or to give them room to do their best work. We chose the second path, and the y is there to remind us every time we sign an email.',
      ],
    },
    {
      kind: 'features',
      title: 'The details',
      items: [
        {
          icon: 'sparkles',
          title: 'The glow',
          description: 'A soft glow on dark backgrounds suggests intelligence that illuminates rather than dazzles.',
        },
        {
          icon: 'layers',
          title: 'Two themes, one identity',
          description:
            'The mark is drawn in dark ink for light backgrounds and white for dark ones, so it reads clearly everywhere.',
        },
        {
          icon: 'compass',
          title: 'Lowercase warmth',
          description: 'Rounded letterforms keep a technology brand approachable and human.',
        },
      ],
    },
  ],
};
