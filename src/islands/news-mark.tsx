// The server's stand-in for src/components/news/news-feed.tsx in the islands build (scripts/vite-island-marks.ts):
// the home page's news cards written as their island, the build's posts (as the cards show them) and the query
// the props.
import type { NewsFeedProps } from '@/components/news/news-feed';
import NewsIsland from './news.island';
import { IslandMark } from './island-mark';

export type { NewsFeedProps };

export function NewsFeed(props: NewsFeedProps) {
  return (
    <IslandMark name="news" props={props} hydrate="visible">
      <NewsIsland {...props} />
    </IslandMark>
  );
}
