// The server's stand-in for src/components/news/post-list.tsx in the islands build (scripts/vite-island-marks.ts):
// the blog's list written as its island, the build's posts (as the cards show them) the props.
import type { PostListProps } from '@/components/news/post-list';
import PostListIsland from './post-list.island';
import { IslandMark } from './island-mark';

export type { PostListProps };

export function PostList(props: PostListProps) {
  return (
    <IslandMark name="post-list" props={props} hydrate="visible">
      <PostListIsland {...props} />
    </IslandMark>
  );
}
