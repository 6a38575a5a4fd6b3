import type { ContentPost } from '@/content/types';

// Client state for posts by category (specification section 4): one reducer
// for the pending / fulfilled / rejected cycle of every fetch.
export interface PostsState {
  postsByCategory: Record<string, ContentPost[]>;
  loading: boolean;
  error: string | null;
}

export type PostsAction =
  | { type: 'pending'; key: string }
  | { type: 'fulfilled'; key: string; posts: ContentPost[] }
  | { type: 'rejected'; key: string; error: unknown };

export const initialPostsState: PostsState = { postsByCategory: {}, loading: false, error: null };

/** The response body when the service sent one, otherwise the error's message. */
export function describeFetchError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'responseBody' in error) {
    const body = error.responseBody;
    if (typeof body === 'string' && body !== '') return body;
    if (body !== undefined && body !== null) return JSON.stringify(body);
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

export function postsReducer(state: PostsState, action: PostsAction): PostsState {
  switch (action.type) {
    case 'pending':
      return { ...state, loading: true, error: null };
    case 'fulfilled':
      return { ...state, loading: false, postsByCategory: { ...state.postsByCategory, [action.key]: action.posts } };
    case 'rejected':
      return { ...state, loading: false, error: describeFetchError(action.error) };
  }
}
