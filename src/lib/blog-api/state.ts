import type { NewsPost } from '@/content/types';
import { describeFetchError } from '@/lib/content-service/state';

// News by tag follows the same pending / fulfilled / rejected rules as posts by category.
export interface NewsState {
  newsByTag: Record<string, NewsPost[]>;
  loading: boolean;
  error: string | null;
}

export type NewsAction =
  | { type: 'pending'; tag: string }
  | { type: 'fulfilled'; tag: string; posts: NewsPost[] }
  | { type: 'rejected'; tag: string; error: unknown };

export const initialNewsState: NewsState = { newsByTag: {}, loading: false, error: null };

export function newsReducer(state: NewsState, action: NewsAction): NewsState {
  switch (action.type) {
    case 'pending':
      return { ...state, loading: true, error: null };
    case 'fulfilled':
      return { ...state, loading: false, newsByTag: { ...state.newsByTag, [action.tag]: action.posts } };
    case 'rejected':
      return { ...state, loading: false, error: describeFetchError(action.error) };
  }
}
