import type { NewsPost } from '@/content/types';
import { htmlToText } from '@/lib/html-text';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { WordpressPost } from './schema';

/** WordPress post to NewsPost: titles become plain text, HTML bodies are sanitised here, once. */
export function mapWordpressPost(post: WordpressPost): NewsPost {
  const firstTerm = post._embedded?.['wp:term']?.[0]?.[0];
  const firstReply = post._embedded?.replies?.[0]?.[0];
  return {
    id: post.id,
    slug: post.slug,
    date: post.date,
    title: htmlToText(post.title.rendered),
    subTitle: sanitizeHtml(post.excerpt.rendered),
    src: post.jetpack_featured_media_url ?? '',
    description: sanitizeHtml(post.content.rendered),
    category: firstTerm ? { id: firstTerm.id, name: htmlToText(firstTerm.name), slug: firstTerm.slug } : null,
    comments: firstReply
      ? {
          id: firstReply.id,
          author_name: htmlToText(firstReply.author_name),
          content: sanitizeHtml(firstReply.content.rendered),
        }
      : null,
    link: post.link,
  };
}
