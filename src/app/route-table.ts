// Every page of the site with its metadata: the static pages' entries (src/content/pages/, listed with their
// paths by `npm run routes`, which writes their route files from the same entries) plus one page per worker,
// case study and published post (from their content modules). The prerenderer, the sitemap and the tests read
// this list; the browser never does.
import { caseStudyMeta, notFoundMeta, postMeta, workerMeta, type RouteMeta } from '@/content/route-meta';
import { staticPages } from '@/content/static-pages.gen';
import { workers } from '@/content/workers';
import { caseStudies } from '@/content/case-studies';
import { bundledPosts } from '@/content/posts';
import type { ContentPost } from '@/content/types';
import { caseStudyPath, postPath, workerPath } from '@/config/page-links';
import { workerFacts } from './template-data';

export interface RouteEntry {
  path: string;
  meta: RouteMeta;
}

/** A post's page (built in src/config/page-links.ts, as every page with a slug is). */
export { postPath };

/** The static pages by path (code-unit order, the same on every machine), as the sitemap lists them. */
const staticRoutes: RouteEntry[] = [...staticPages]
  .sort((a, b) => (a.path < b.path ? -1 : 1))
  .map(({ path, meta }) => ({ path, meta }));

/** A static page's metadata, for the prerenderer (the feed's description is the blog's). */
export function staticMeta(path: string): RouteMeta {
  const page = staticRoutes.find((entry) => entry.path === path);
  if (!page) throw new Error(`No static page ${path} in src/content/pages/`);
  return page.meta;
}

/** Every page; `posts` are the posts this build publishes (the bundled ones unless the prerenderer says otherwise). */
export function allRoutes(posts: readonly ContentPost[] = bundledPosts): RouteEntry[] {
  return [
    ...staticRoutes,
    ...workers.map((worker) => ({
      path: workerPath(worker.slug),
      meta: workerMeta(workerFacts(worker)),
    })),
    ...caseStudies.map((study) => ({ path: caseStudyPath(study.slug), meta: caseStudyMeta(study) })),
    ...posts.map((post) => ({ path: postPath(post.slug.current), meta: postMeta(post) })),
  ];
}

export { notFoundMeta };

/**
 * One page of each template, for measurements that sample the site rather than cover it (the bench, the
 * whole-visit layout-shift test): the first worker, case study, enterprise service and post of the content.
 */
export function templateSamples(posts: readonly ContentPost[] = bundledPosts) {
  const firstPost = posts[0];
  return [
    { template: 'home', path: '/' },
    { template: 'worker', path: workerPath(workers[0]!.slug) },
    { template: 'case study', path: caseStudyPath(caseStudies[0]!.slug) },
    { template: 'enterprise service', path: '/solutions/enterprise/data-ai' },
    { template: 'contact', path: '/contact' },
    { template: 'blog', path: '/blog' },
    ...(firstPost ? [{ template: 'post', path: postPath(firstPost.slug.current) }] : []),
  ];
}
