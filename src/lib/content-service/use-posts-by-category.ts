import { useCallback, useEffect, useReducer } from 'react';
import type { ContentPost } from '@/content/types';
import { fetchPostsByCategory, isContentServiceConfigured } from './fetch-posts';
import { categoryKey } from './query';
import { initialPostsState, postsReducer } from './state';

export interface UsePostsByCategoryOptions {
  /** Posts already in the prerendered HTML; shown at once, so there is never a blank moment. */
  initialPosts?: ContentPost[];
  /** Fetch on mount; by default only when a content service is configured (bundled posts are already here). */
  refresh?: boolean;
}

export function usePostsByCategory(slugs: readonly string[], options: UsePostsByCategoryOptions = {}) {
  const { initialPosts, refresh = isContentServiceConfigured() } = options;
  const key = categoryKey(slugs);
  const [state, dispatch] = useReducer(postsReducer, initialPostsState, (state) =>
    initialPosts ? { ...state, postsByCategory: { [key]: initialPosts } } : state,
  );

  const load = useCallback(
    (isCurrent: () => boolean = () => true) => {
      dispatch({ type: 'pending', key });
      fetchPostsByCategory(key.split(',')).then(
        (posts) => isCurrent() && dispatch({ type: 'fulfilled', key, posts }),
        (error: unknown) => isCurrent() && dispatch({ type: 'rejected', key, error }),
      );
    },
    [key],
  );

  const mustLoad = refresh || !initialPosts;
  useEffect(() => {
    if (!mustLoad) return;
    let current = true;
    load(() => current);
    return () => {
      current = false;
    };
  }, [load, mustLoad]);

  return {
    posts: state.postsByCategory[key],
    loading: state.loading,
    error: state.error,
    retry: () => load(),
  };
}
