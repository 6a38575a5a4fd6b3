import { z } from '@/lib/zod';
import type { ContentPost } from '@/content/types';

// The content service's answer crosses a boundary: check it before rendering.
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
  body: z
    .array(z.string().nullable())
    .nullish()
    .transform((list) => list?.filter((text): text is string => !!text)),
}) satisfies z.ZodType<ContentPost, unknown>;

export const contentPostListSchema = z.array(contentPostSchema);
