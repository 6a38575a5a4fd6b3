// The home page's news cards: the build's posts at once, refreshed in the browser from the blog API when one is
// configured, else from the content service when one is. A module of its own, without the bundled posts, so the
// islands build hydrates it with the cards' summaries as props (src/islands/news.island.tsx).
import { isBlogApiConfigured } from '@/lib/blog-api/config';
import { useNewsByTag } from '@/lib/blog-api/use-news-by-tag';
import { usePostsByCategory } from '@/lib/content-service/use-posts-by-category';
import { PostFeed } from './post-feed';
import { summaryFromContentPost, summaryFromNewsPost, type PostSummary } from './post-summary';

export interface NewsFeedProps {
  /** The build's posts as their cards show them, at most `limit`. */
  posts: PostSummary[];
  /** How many cards to show. */
  limit: number;
  /** The content service's categories to refresh from. */
  categories: string[];
  /** The blog API's tag to refresh from. */
  tag: string;
}

export function NewsFeed({ posts, limit, categories, tag }: NewsFeedProps) {
  const fromBlog = isBlogApiConfigured();
  const news = useNewsByTag(tag, { enabled: fromBlog });
  const content = usePostsByCategory(categories, { shown: true, refresh: fromBlog ? false : undefined });

  // Until the blog answers, the build-time posts stay on screen.
  const source = fromBlog && (news.posts || news.error) ? news : content;
  const summaries =
    source === news ? news.posts?.map(summaryFromNewsPost) : (content.posts?.map(summaryFromContentPost) ?? posts);

  return (
    <PostFeed posts={summaries?.slice(0, limit)} loading={source.loading} error={source.error} onRetry={source.retry} />
  );
}
