// The blog's RSS 2.0 feed (/feed.xml), written at build time from the posts the
// build publishes. Dates come from the posts, so the same posts give the same file.
import { Feed } from 'feed';
import { absoluteUrl } from './url';

export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = 'Infinyte Blog';

export interface FeedPost {
  title: string;
  slug: { current: string };
  publishedAt: string;
  updatedAt?: string;
  excerpt: string;
  categories: { title: string }[];
}

export interface FeedSite {
  name: string;
  origin: string;
  description: string;
}

const newest = (posts: FeedPost[]) =>
  posts.map((post) => post.updatedAt ?? post.publishedAt).reduce((a, b) => (a > b ? a : b), '1970-01-01T00:00:00Z');

/** RSS 2.0 of the posts, newest first; `postPath` gives each post's page path. */
export function buildFeed(site: FeedSite, posts: FeedPost[], postPath: (slug: string) => string): string {
  const updated = new Date(newest(posts));
  const feed = new Feed({
    title: FEED_TITLE,
    description: site.description,
    id: absoluteUrl(site.origin, '/blog'),
    link: absoluteUrl(site.origin, '/blog'),
    language: 'en',
    updated,
    generator: false,
    copyright: `© ${updated.getUTCFullYear()} ${site.name}`,
    feedLinks: { rss: absoluteUrl(site.origin, FEED_PATH) },
  });
  for (const post of [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))) {
    const link = absoluteUrl(site.origin, postPath(post.slug.current));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: new Date(post.publishedAt),
      category: post.categories.map((category) => ({ name: category.title })),
    });
  }
  return feed.rss2();
}
