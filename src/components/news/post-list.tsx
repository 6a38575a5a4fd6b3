import { contentCategories } from '@/content/post-categories';
import { usePostsByCategory } from '@/lib/content-service/use-posts-by-category';
import { PostFeed } from './post-feed';
import { summaryFromContentPost, type PostSummary } from './post-summary';

export interface PostListProps {
  /**
   * The route loader's posts (bundled or build-time) as their cards show them, rendered into the static HTML;
   * undefined fetches them.
   */
  posts: PostSummary[] | undefined;
  /** Category slugs to refresh from the content service; all categories by default. */
  categories?: string[];
  headingLevel?: 2 | 3;
}

const allCategories = contentCategories.map((category) => category.slug);

/** The /blog list: the given posts at once, refreshed from the content service when one is configured. */
export function PostList({ posts, categories = allCategories, headingLevel = 2 }: PostListProps) {
  const { posts: fetched, loading, error, retry } = usePostsByCategory(categories, { shown: posts !== undefined });
  return (
    <PostFeed
      posts={fetched?.map(summaryFromContentPost) ?? posts}
      loading={loading}
      error={error}
      onRetry={retry}
      headingLevel={headingLevel}
    />
  );
}
