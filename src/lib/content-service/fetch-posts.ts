import type { ContentPost } from '@/content/types';
import { site } from '@/config/site';
import { contentCategories } from '@/content/post-categories';
import { normaliseSlugs } from './query';
import type { ContentServiceConfig } from './client';
import type { ReportRejected } from './remote';
import { describeRejected } from './rejected-posts';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

export const isContentServiceConfigured = (config: ContentServiceConfig = site.sanity) => config.projectId !== '';

// The Sanity client and the answer's schemas are sizeable: loaded only when a project is configured.
const remote = () => importUnlessLeaving(() => import('./remote'));
// The bundled articles are needed only when a list is fetched without a service (the prerendered page has its posts).
const bundled = () => importUnlessLeaving(() => import('@/content/posts')).then((module) => module.bundledPosts);

/** Development builds name the posts a list left out in the console; a production visitor's console stays quiet. */
export const warnInDevelopment: ReportRejected = (rejected, total) => {
  if (import.meta.env.DEV) console.warn(`[content service] ${describeRejected(rejected, total)}`);
};

const byNewest = (a: ContentPost, b: ContentPost) => b.publishedAt.localeCompare(a.publishedAt);

async function bundledByCategory(slugs: string[]): Promise<ContentPost[]> {
  const titles = new Set(contentCategories.filter((c) => slugs.includes(c.slug)).map((c) => c.title));
  return (await bundled()).filter((post) => post.categories.some((c) => titles.has(c.title))).sort(byNewest);
}

/** Posts in any of the categories, newest first: from the content service, or the bundled articles when none is configured. */
export async function fetchPostsByCategory(
  slugs: readonly string[],
  config: ContentServiceConfig = site.sanity,
  report: ReportRejected = warnInDevelopment,
): Promise<ContentPost[]> {
  const normalised = normaliseSlugs(slugs);
  if (!isContentServiceConfigured(config)) return bundledByCategory(normalised);
  return (await remote()).fetchRemotePostsByCategory(normalised, config, report);
}

/** One post with its body, or null when no post has that slug. */
export async function fetchPostBySlug(
  slug: string,
  config: ContentServiceConfig = site.sanity,
): Promise<ContentPost | null> {
  if (!isContentServiceConfigured(config)) return (await bundled()).find((post) => post.slug.current === slug) ?? null;
  return (await remote()).fetchRemotePostBySlug(slug, config);
}

/** Every post with its body, newest first: the content service's when configured, else the bundled ones. */
export async function fetchAllPosts(
  config: ContentServiceConfig = site.sanity,
  report: ReportRejected = warnInDevelopment,
): Promise<ContentPost[]> {
  if (!isContentServiceConfigured(config)) return [...(await bundled())].sort(byNewest);
  return (await remote()).fetchRemoteAllPosts(config, report);
}
