import { useCallback, useEffect, useReducer } from 'react';
import { fetchPostsByCategory, isContentServiceConfigured } from './fetch-posts';
import { categoryKey } from './query';
import { initialPostsState, postsReducer } from './state';

export interface UsePostsByCategoryOptions {
  /**
   * The page already shows posts (the build's, prerendered): the caller keeps them on screen until a fetch
   * answers, so there is never a blank moment, and they are fetched only to refresh them.
   */
  shown?: boolean;
  /** Fetch on mount; by default only when a content service is configured (bundled posts are already shown). */
  refresh?: boolean;
}

/**
 * Posts in any of the categories, from the content service. `posts` is what a fetch answered, undefined until one
 * has: the caller shows its own posts meanwhile, as the cards' summaries it was given (an island's props).
 */
export function usePostsByCategory(slugs: readonly string[], options: UsePostsByCategoryOptions = {}) {
  const { shown = false, refresh = isContentServiceConfigured() } = options;
  const key = categoryKey(slugs);
  const [state, dispatch] = useReducer(postsReducer, initialPostsState);

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

  const mustLoad = refresh || !shown;
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
