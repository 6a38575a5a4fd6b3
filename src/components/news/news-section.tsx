import type { ContentPost } from '@/content/types';
import { site } from '@/config/site';
import { bundledPosts } from '@/content/posts';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionScaffold } from '@/components/sections/section-scaffold';
import { NewsFeed } from './news-feed';
import { summaryFromContentPost } from './post-summary';

export const NEWS_CATEGORIES = ['news', 'initiatives'];

export interface NewsSectionProps {
  /** Posts known at build time; defaults to the bundled news and initiatives. */
  posts?: ContentPost[];
  /** How many cards to show. */
  limit?: number;
  id?: string;
}

const bundledNews = bundledPosts.filter((post) =>
  post.categories.some((category) => NEWS_CATEGORIES.includes(category.title.toLowerCase())),
);

/**
 * 'News & initiatives' for the home page. The prerendered HTML carries the
 * build-time posts; in the browser the blog API (when configured) or the
 * content service refreshes them (./news-feed.tsx).
 */
export function NewsSection({ posts = bundledNews, limit = 3, id = 'news' }: NewsSectionProps) {
  return (
    <SectionScaffold
      id={id}
      surface="muted"
      eyebrow="From the blog"
      title="News & initiatives"
      intro="Launches, field notes and the ideas shaping how we build responsible AI with our clients."
      action={
        <ButtonLink href="/blog" variant="outline" direction="forward">
          All posts
        </ButtonLink>
      }
    >
      <NewsFeed
        posts={posts.slice(0, limit).map(summaryFromContentPost)}
        limit={limit}
        categories={NEWS_CATEGORIES}
        tag={site.blogNewsTag}
      />
    </SectionScaffold>
  );
}
