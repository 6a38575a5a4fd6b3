import { z } from '@/lib/zod';

// Only the WordPress fields the site reads (specification section 7); anything
// else in the answer is ignored, anything missing fails loudly.
const rendered = z.object({ rendered: z.string() });

const term = z.object({ id: z.number(), name: z.string(), slug: z.string() });

const reply = z.object({
  id: z.number(),
  author_name: z.string().default(''),
  content: rendered,
});

export const wordpressPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  date: z.string(),
  link: z.string(),
  title: rendered,
  excerpt: rendered,
  content: rendered,
  jetpack_featured_media_url: z.string().nullish(),
  _embedded: z
    .object({
      'wp:term': z.array(z.array(term)).optional(),
      replies: z.array(z.array(reply)).optional(),
    })
    .optional(),
});

export const wordpressPostListSchema = z.array(wordpressPostSchema);

export type WordpressPost = z.infer<typeof wordpressPostSchema>;
