import type { ContentPost } from '@/content/types';
import { site } from '@/config/site';
import { bundledPosts } from '@/content/posts';
import { isBlogApiConfigured } from '@/lib/blog-api/config';
import { useNewsByTag } from '@/lib/blog-api/use-news-by-tag';
import { usePostsByCategory } from '@/lib/content-service/use-posts-by-category';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionScaffold } from '@/components/sections/section-scaffold';
import { PostFeed } from './post-feed';
import { summaryFromContentPost, summaryFromNewsPost } from './post-summary';

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
 * content service refreshes them.
 */
export function NewsSection({ posts = bundledNews, limit = 3, id = 'news' }: NewsSectionProps) {
  const fromBlog = isBlogApiConfigured();
  const news = useNewsByTag(site.blogNewsTag, { enabled: fromBlog });
  const content = usePostsByCategory(NEWS_CATEGORIES, { initialPosts: posts, refresh: fromBlog ? false : undefined });

  // Until the blog answers, the build-time posts stay on screen.
  const source = fromBlog && (news.posts || news.error) ? news : content;
  const summaries = source === news ? news.posts?.map(summaryFromNewsPost) : content.posts?.map(summaryFromContentPost);

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
      <PostFeed
        posts={summaries?.slice(0, limit)}
        loading={source.loading}
        error={source.error}
        onRetry={source.retry}
      />
    </SectionScaffold>
  );
}
