// The posts a page renders. While prerendering, the build's own list (set once
// by scripts/prerender.ts from the content service or the bundled fallback) is
// the whole truth. In the browser, no list is set: posts come live from the
// content service when one is configured, else from the bundle.
import type { ContentPost } from '@/content/types';
import { bundledPosts } from '@/content/posts';
import { fetchPostBySlug, isContentServiceConfigured } from './fetch-posts';

let buildPosts: ContentPost[] | undefined;

/** Called once by the prerenderer before it renders any page. */
export function publishBuildPosts(posts: ContentPost[]) {
  buildPosts = posts;
}

/** The post list without bodies (they are not shown, so they stay out of the page's data). */
const listed = (posts: ContentPost[]) => posts.map(({ body: _body, ...post }) => post);

/**
 * Posts for /blog to render at once: the build's list while prerendering, the
 * bundle when no service is configured; undefined in a configured browser, where
 * the list fetches them itself (with its loading and error states).
 */
export function postsToRender(): ContentPost[] | undefined {
  if (buildPosts) return listed(buildPosts);
  return isContentServiceConfigured() ? undefined : listed(bundledPosts);
}

/** One post for its detail page, or null when no post has that slug. */
export async function loadPost(slug: string): Promise<ContentPost | null> {
  if (buildPosts) return buildPosts.find((post) => post.slug.current === slug) ?? null;
  return fetchPostBySlug(slug);
}
