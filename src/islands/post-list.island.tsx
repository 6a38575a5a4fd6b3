// The blog's post list as an island: the build's posts, as their cards show them, are its props (the blog page
// maps them from the route's posts; never the posts module), refreshed from the content service as the app does:
// the same states, the designed error with its retry, never a blank.
import { PostList, type PostListProps } from '@/components/news/post-list';
import { arrayOf, isString, optional, parsed, shape } from './props';
import { isPostSummary } from './post-summary-check';

const isProps = shape<PostListProps>({
  posts: optional(arrayOf(isPostSummary)),
  categories: optional(arrayOf(isString)),
  headingLevel: optional((value): value is 2 | 3 => value === 2 || value === 3),
});

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'post list', "the posts' cards and the categories that refresh them");

export default function PostListIsland(props: PostListProps) {
  return <PostList {...props} />;
}
