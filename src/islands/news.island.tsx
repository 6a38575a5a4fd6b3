// The home page's news cards as an island: the build's posts, as their cards show them, are its props (the mark
// picks them from the posts, never the posts module), with the query the refresh asks the blog API or the content
// service for. It fetches as the app does: the same states, the designed error with its retry, never a blank.
import { NewsFeed, type NewsFeedProps } from '@/components/news/news-feed';
import { arrayOf, isNumber, isString, parsed, shape } from './props';
import { isPostSummary } from './post-summary-check';

const isProps = shape<NewsFeedProps>({
  posts: arrayOf(isPostSummary),
  limit: isNumber,
  categories: arrayOf(isString),
  tag: isString,
});

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'news', "the posts' cards and the query that refreshes them");

export default function NewsIsland(props: NewsFeedProps) {
  return <NewsFeed {...props} />;
}
