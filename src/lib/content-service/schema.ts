import { z } from '@/lib/zod';
import type { ContentPost, PostBody } from '@/content/types';
import type { RejectedPost } from './rejected-posts';

// The content service's answer crosses a boundary: check it before rendering.

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || undefined);

// Portable Text nodes the site renders; any other node type (a future embed) is left out rather than failing the post.
const textBlock = z.looseObject({
  _type: z.literal('block'),
  _key: z.string().optional(),
  style: z.string().optional(),
  listItem: z.string().optional(),
  level: z.number().optional(),
  markDefs: z.array(z.looseObject({ _key: z.string(), _type: z.string() })).optional(),
  children: z.array(
    z.looseObject({ _type: z.string(), text: z.string().optional(), marks: z.array(z.string()).optional() }),
  ),
});
const bodyImage = z.object({
  _type: z.literal('image'),
  _key: z.string().optional(),
  alt: optionalText,
  caption: optionalText,
  asset: z.object({ url: z.string() }),
});
const bodyCode = z.object({
  _type: z.literal('code'),
  _key: z.string().optional(),
  code: z.string(),
  language: optionalText,
  filename: optionalText,
});
const bodyNode = z.union([textBlock, bodyImage, bodyCode]);

export const postBodySchema = z
  .array(z.unknown())
  .nullish()
  .transform((nodes): PostBody | undefined =>
    nodes?.flatMap((node) => {
      const parsed = bodyNode.safeParse(node);
      return parsed.success ? [parsed.data as PostBody[number]] : [];
    }),
  );
export const contentPostSchema = z.object({
  title: z.string(),
  slug: z.object({ current: z.string().min(1) }),
  publishedAt: z.string(),
  updatedAt: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined),
  excerpt: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  mainImage: z
    .object({ alt: z.string().nullish(), asset: z.object({ url: z.string().nullish() }).nullish() })
    .nullish()
    .transform((image) =>
      image?.asset?.url ? { asset: { url: image.asset.url }, ...(image.alt ? { alt: image.alt } : {}) } : null,
    ),
  categories: z
    .array(z.object({ title: z.string() }).nullable())
    .nullish()
    .transform((list) => (list ?? []).filter((item) => item !== null)),
  author: z
    .object({ name: z.string().nullish() })
    .nullish()
    .transform((author) => (author?.name ? { name: author.name } : undefined)),
  body: postBodySchema,
}) satisfies z.ZodType<ContentPost, unknown>;

export interface ParsedPostList {
  posts: ContentPost[];
  rejected: RejectedPost[];
}

const slugOf = (item: unknown) => {
  const slug = (item as { slug?: { current?: unknown } } | null)?.slug?.current;
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
};

/**
 * Every valid post of a list answer, in order, and the rest set aside with the
 * reason: one half-written document never empties a list. An answer that is
 * not a list at all is still an error.
 */
export function parsePostList(value: unknown): ParsedPostList {
  const items = z.array(z.unknown()).parse(value);
  const parsed: ParsedPostList = { posts: [], rejected: [] };
  items.forEach((item, index) => {
    const result = contentPostSchema.safeParse(item);
    if (result.success) {
      parsed.posts.push(result.data);
      return;
    }
    const problem = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'post'}: ${issue.message}`)
      .join('; ');
    parsed.rejected.push({ index, slug: slugOf(item), problem });
  });
  return parsed;
}
