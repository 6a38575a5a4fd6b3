import type { ContentPost } from '@/content/types';
import { createContentClient, type ContentServiceConfig } from './client';
import { buildAllPostsQuery, buildPostBySlugQuery, buildPostsByCategoryQuery } from './query';
import { contentPostListSchema, contentPostSchema } from './schema';

// Everything a remote fetch needs (Sanity client, zod schemas) lives behind this
// module, which is imported only when a content service is configured.

export async function fetchRemotePostsByCategory(
  slugs: string[],
  config: ContentServiceConfig,
): Promise<ContentPost[]> {
  const result = await createContentClient(config).fetch(buildPostsByCategoryQuery(), { slugs });
  return contentPostListSchema.parse(result);
}

export async function fetchRemotePostBySlug(slug: string, config: ContentServiceConfig): Promise<ContentPost | null> {
  const result = await createContentClient(config).fetch(buildPostBySlugQuery(), { slug });
  return result === null ? null : contentPostSchema.parse(result);
}

export async function fetchRemoteAllPosts(config: ContentServiceConfig): Promise<ContentPost[]> {
  const result = await createContentClient(config).fetch(buildAllPostsQuery());
  return contentPostListSchema.parse(result);
}
