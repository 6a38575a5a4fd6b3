import type { ContentPost } from '@/content/types';
import { keyedFetch, type FetchAction, type FetchState } from '@/lib/fetch-state';

// Client state for posts by category (specification section 4), on the shared fetch reducer.
export type PostsState = FetchState<'postsByCategory', ContentPost>;
export type PostsAction = FetchAction<ContentPost>;

const posts = keyedFetch<'postsByCategory', ContentPost>('postsByCategory');
export const initialPostsState: PostsState = posts.initial;
export const postsReducer = posts.reducer;

export { describeFetchError } from '@/lib/fetch-state';
