import type { ContentPost, NewsPost } from '@/content/types';
import { htmlToText } from '@/lib/html-text';
import { isExternalHref, postPath, type Href } from '@/config/page-links';

/** What a post card shows, whichever service the post came from. */
export interface PostSummary {
  key: string;
  href: Href;
  title: string;
  date: string;
  excerpt: string;
  imageSrc: string | null;
  categories: string[];
}

export function summaryFromContentPost(post: ContentPost): PostSummary {
  return {
    key: post.slug.current,
    href: postPath(post.slug.current),
    title: post.title,
    date: post.publishedAt,
    excerpt: post.excerpt,
    imageSrc: post.mainImage?.asset.url ?? null,
    categories: post.categories.map((category) => category.title),
  };
}

/** Blog API posts live on the blog itself, so their cards link out to it (src/lib/blog-api keeps https links only). */
export function summaryFromNewsPost(post: NewsPost): PostSummary {
  return {
    key: `news-${post.id}`,
    href: isExternalHref(post.link) ? post.link : '/blog',
    title: post.title,
    date: post.date,
    excerpt: htmlToText(post.subTitle),
    imageSrc: post.src || null,
    categories: post.category ? [post.category.name] : [],
  };
}
