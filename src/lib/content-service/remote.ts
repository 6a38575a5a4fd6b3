import type { ContentPost } from '@/content/types';
import { createContentClient, type ContentServiceConfig } from './client';
import { buildAllPostsQuery, buildPostBySlugQuery, buildPostsByCategoryQuery } from './query';
import { contentPostSchema, parsePostList } from './schema';
import type { RejectedPost } from './rejected-posts';

// Everything a remote fetch needs (Sanity client, zod schemas) lives behind this
// module, which is imported only when a content service is configured.

/** Told about the posts a list left out (a console warning in development, a line in the build log). */
export type ReportRejected = (rejected: RejectedPost[], total: number) => void;

async function fetchList(
  query: string,
  params: Record<string, unknown>,
  config: ContentServiceConfig,
  report: ReportRejected,
) {
  const result: unknown = await createContentClient(config).fetch(query, params);
  const { posts, rejected } = parsePostList(result);
  if (rejected.length > 0) report(rejected, posts.length + rejected.length);
  return posts;
}

export function fetchRemotePostsByCategory(
  slugs: string[],
  config: ContentServiceConfig,
  report: ReportRejected,
): Promise<ContentPost[]> {
  return fetchList(buildPostsByCategoryQuery(), { slugs }, config, report);
}

export async function fetchRemotePostBySlug(slug: string, config: ContentServiceConfig): Promise<ContentPost | null> {
  const result: unknown = await createContentClient(config).fetch(buildPostBySlugQuery(), { slug });
  return result === null ? null : contentPostSchema.parse(result);
}

export function fetchRemoteAllPosts(config: ContentServiceConfig, report: ReportRejected): Promise<ContentPost[]> {
  return fetchList(buildAllPostsQuery(), {}, config, report);
}
