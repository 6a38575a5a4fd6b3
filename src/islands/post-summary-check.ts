// What a post's card shows (src/components/news/post-summary.ts), checked as the news and post list islands read
// it from the page.
import { isExternalHref, type Href } from '@/config/page-links';
import type { PostSummary } from '@/components/news/post-summary';
import { arrayOf, isString, shape, type Check } from './props';

/** A page of the site (a path) or an outside address: what the cards link to. */
const isHref: Check<Href> = (value): value is Href =>
  isString(value) && ((value.startsWith('/') && !value.startsWith('//')) || isExternalHref(value));

export const isPostSummary = shape<PostSummary>({
  key: isString,
  href: isHref,
  title: isString,
  date: isString,
  excerpt: isString,
  imageSrc: (value): value is string | null => value === null || isString(value),
  categories: arrayOf(isString),
});
