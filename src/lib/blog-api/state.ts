import type { NewsPost } from '@/content/types';
import { keyedFetch, type FetchAction, type FetchState } from '@/lib/fetch-state';

// News by tag, on the same fetch reducer as the content service's posts by category.
export type NewsState = FetchState<'newsByTag', NewsPost>;
export type NewsAction = FetchAction<NewsPost>;

const news = keyedFetch<'newsByTag', NewsPost>('newsByTag');
export const initialNewsState: NewsState = news.initial;
export const newsReducer = news.reducer;
