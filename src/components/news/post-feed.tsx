import { NewsState } from './news-state';
import { PostGrid } from './post-grid';
import type { PostSummary } from './post-summary';

export interface PostFeedProps {
  posts: PostSummary[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/**
 * Posts when there are any (kept on screen during a refresh), otherwise the
 * matching designed state: never a blank area.
 */
export function PostFeed({ posts, loading, error, onRetry, headingLevel }: PostFeedProps) {
  if (posts && posts.length > 0) {
    return (
      <div className="flex flex-col gap-6">
        <PostGrid posts={posts} headingLevel={headingLevel} />
        {error && !loading && <NewsState state="error" error={error} onRetry={onRetry} />}
      </div>
    );
  }
  if (loading) return <NewsState state="loading" />;
  if (error) return <NewsState state="error" error={error} onRetry={onRetry} />;
  return <NewsState state="empty" />;
}
