import type { ContentPost } from '@/content/types';
import { site } from '@/config/site';
import { bundledPosts, contentCategories } from '@/content/posts';
import { normaliseSlugs } from './query';
import type { ContentServiceConfig } from './client';

export const isContentServiceConfigured = (config: ContentServiceConfig = site.sanity) => config.projectId !== '';

// The Sanity client and the answer's schemas are sizeable: loaded only when a project is configured.
const remote = () => import('./remote');

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
  return (await remote()).fetchRemotePostsByCategory(normalised, config);
}

/** One post with its body, or null when no post has that slug. */
export async function fetchPostBySlug(
  slug: string,
  config: ContentServiceConfig = site.sanity,
): Promise<ContentPost | null> {
  if (!isContentServiceConfigured(config)) return bundledPosts.find((post) => post.slug.current === slug) ?? null;
  return (await remote()).fetchRemotePostBySlug(slug, config);
}

/** Every post with its body, newest first: the content service's when configured, else the bundled ones. */
export async function fetchAllPosts(config: ContentServiceConfig = site.sanity): Promise<ContentPost[]> {
  if (!isContentServiceConfigured(config)) return [...bundledPosts].sort(byNewest);
  return (await remote()).fetchRemoteAllPosts(config);
}
