// The blog's categories: the filter on /blog and the content service's queries read them, without the
// bundled articles (./posts.ts) that would otherwise come along.
import type { ContentCategory } from './types';

export const contentCategories: ContentCategory[] = [
  { title: 'News', slug: 'news' },
  { title: 'Initiatives', slug: 'initiatives' },
  { title: 'Insights', slug: 'insights' },
];
