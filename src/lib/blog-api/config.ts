import { site } from '@/config/site';

/** Kept apart from the fetch code so a page can ask without loading zod and the sanitiser. */
export const isBlogApiConfigured = (base: string = site.blogApiBase) => base !== '';
