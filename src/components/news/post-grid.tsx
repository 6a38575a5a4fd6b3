import { PostCard } from './post-card';
import type { PostSummary } from './post-summary';

export function PostGrid({ posts, headingLevel }: { posts: PostSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-slot="post-grid">
      {posts.map((post) => (
        <li key={post.key}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
