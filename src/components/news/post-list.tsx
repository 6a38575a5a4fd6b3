import type { ContentPost } from '@/content/types';
import { contentCategories } from '@/content/post-categories';
import { usePostsByCategory } from '@/lib/content-service/use-posts-by-category';
import { PostFeed } from './post-feed';
import { summaryFromContentPost } from './post-summary';

export interface PostListProps {
  /** Posts from the route's loader (bundled or build-time), rendered into the static HTML; undefined fetches them. */
  posts: ContentPost[] | undefined;
  /** Category slugs to refresh from the content service; all categories by default. */
  categories?: string[];
  headingLevel?: 2 | 3;
}

const allCategories = contentCategories.map((category) => category.slug);

/** The /blog list: the given posts at once, refreshed from the content service when one is configured. */
export function PostList({ posts, categories = allCategories, headingLevel = 2 }: PostListProps) {
  const { posts: current, loading, error, retry } = usePostsByCategory(categories, { initialPosts: posts });
  return (
    <PostFeed
      posts={current?.map(summaryFromContentPost)}
      loading={loading}
      error={error}
      onRetry={retry}
      headingLevel={headingLevel}
    />
  );
}
