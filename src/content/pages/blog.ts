import { site } from '@/config/site';
import { MVP_DAYS } from '@/content/constants';
import { heroImage } from '@/content/media';
import type { CopyPageEntry } from '@/content/page-entry';

// Posts are listed by the blog route from the content service; this is the copy around them.
export const blogPage: CopyPageEntry = {
  template: 'blog',
  meta: {
    title: 'News and Insights | The Infinyte Blog',
    heading: 'News and Insights',
    category: 'Blog',
    description:
      'News, initiatives and practical insights on AI agents, automation and digital transformation from the Infinyte team.',
    keywords: ['AI blog', 'automation insights', 'Infinyte news'],
  },
  hero: {
    category: 'Blog',
    title: 'News, initiatives and insights',
    description: `Field notes from the ${site.name} team: what we learn deploying AI workers, running workshops and taking ideas to market.`,
    image: heroImage('blog'),
    scrollTarget: '#posts',
  },
  blocks: [
    {
      kind: 'prose',
      id: 'posts',
      title: 'Written by the people doing the work',
      paragraphs: [
        `Our consultants and engineers write about what actually happens when AI meets real operations: the first ninety days with a digital worker, the checklist we use to keep agents ethical, the shortcuts that get an MVP out in ${MVP_DAYS} days and the mistakes we made so you do not have to.`,
        'Posts fall into three streams. News covers launches and company updates. Initiatives covers the programs we run with clients and communities, such as our in-house automation workshops. Insights is where we explain ideas like agentic orchestration in plain language.',
      ],
    },
    {
      kind: 'features',
      title: 'Three streams',
      items: [
        {
          icon: 'sparkles',
          title: 'News',
          description: 'Launches, partnerships and milestones from the Infinyte team.',
        },
        {
          icon: 'rocket',
          title: 'Initiatives',
          description: 'Workshops, labs and community programs, with lessons from each cohort.',
        },
        {
          icon: 'lightbulb',
          title: 'Insights',
          description: 'Practical explainers on agents, automation, data and responsible AI.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'About the blog',
      items: [
        {
          question: 'How often do you publish?',
          answer: 'Roughly twice a month, whenever we have learned something worth sharing from a real project.',
        },
        {
          question: 'Can I suggest a topic?',
          answer:
            'Yes. Tell us what you want to understand about AI workers, automation or ethics through the contact page, and we may answer it in a post.',
        },
      ],
    },
  ],
};
