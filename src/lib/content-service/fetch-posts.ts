import type { ContentPost } from '@/content/types';
import { site } from '@/config/site';
import { bundledPosts, contentCategories } from '@/content/posts';
import { buildPostBySlugQuery, buildPostsByCategoryQuery, normaliseSlugs } from './query';
import { contentPostListSchema, contentPostSchema } from './schema';
import type { ContentServiceConfig } from './client';

export const isContentServiceConfigured = (config: ContentServiceConfig = site.sanity) => config.projectId !== '';

// The Sanity client is sizeable, so it is loaded only when a project is configured.
const loadClient = async (config: ContentServiceConfig) => (await import('./client')).createContentClient(config);

const byNewest = (a: ContentPost, b: ContentPost) => b.publishedAt.localeCompare(a.publishedAt);

function bundledByCategory(slugs: string[]): ContentPost[] {
  const titles = new Set(contentCategories.filter((c) => slugs.includes(c.slug)).map((c) => c.title));
  return bundledPosts.filter((post) => post.categories.some((c) => titles.has(c.title))).sort(byNewest);
}

/** Posts in any of the categories, newest first: from the content service, or the bundled articles when none is configured. */
export async function fetchPostsByCategory(
  slugs: readonly string[],
  config: ContentServiceConfig = site.sanity,
): Promise<ContentPost[]> {
  const normalised = normaliseSlugs(slugs);
  if (!isContentServiceConfigured(config)) return bundledByCategory(normalised);
  const client = await loadClient(config);
  const result = await client.fetch(buildPostsByCategoryQuery(), { slugs: normalised });
  return contentPostListSchema.parse(result);
}

/** One post with its body, or null when no post has that slug. */
export async function fetchPostBySlug(
  slug: string,
  config: ContentServiceConfig = site.sanity,
): Promise<ContentPost | null> {
  if (!isContentServiceConfigured(config)) return bundledPosts.find((post) => post.slug.current === slug) ?? null;
  const client = await loadClient(config);
  const result = await client.fetch(buildPostBySlugQuery(), { slug });
  return result === null ? null : contentPostSchema.parse(result);
}
