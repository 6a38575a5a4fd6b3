import { useCallback, useEffect, useReducer } from 'react';
import { initialNewsState, newsReducer } from './state';

/** Fetches news for a tag after mount when `enabled` (the blog API is client-side only). */
export function useNewsByTag(tag: string, { enabled }: { enabled: boolean }) {
  const [state, dispatch] = useReducer(newsReducer, initialNewsState);

  const load = useCallback(
    (signal?: AbortSignal) => {
      dispatch({ type: 'pending', key: tag });
      // The fetch code (zod, the sanitiser) is loaded only once news is actually wanted.
      import('./fetch-news')
        .then(({ fetchNewsByTag }) => fetchNewsByTag(tag, { signal }))
        .then(
          (posts) => !signal?.aborted && dispatch({ type: 'fulfilled', key: tag, posts }),
          (error: unknown) => !signal?.aborted && dispatch({ type: 'rejected', key: tag, error }),
        );
    },
    [tag],
  );

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [enabled, load]);

  return { posts: state.newsByTag[tag], loading: state.loading, error: state.error, retry: () => load() };
}
