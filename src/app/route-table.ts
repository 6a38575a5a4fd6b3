// Every page of the site with its metadata: the static table (one row per static
// route file, which a unit test checks against the router) plus one entry per
// worker, case study and published post (from their content modules). The
// prerenderer, the sitemap, the route loaders and the tests all read this list.
import { caseStudyMeta, notFoundMeta, postMeta, workerMeta, type RouteMeta } from '@/content/route-meta';
import { staticRouteMeta, type StaticRoutePath } from '@/content/static-route-meta';
import { workers } from '@/content/workers';
import { caseStudies } from '@/content/case-studies';
import { bundledPosts } from '@/content/posts';
import type { ContentPost } from '@/content/types';

export interface RouteEntry {
  path: string;
  meta: RouteMeta;
}

/** A worker's metadata needs its first name and its single role. */
const workerFacts = (worker: (typeof workers)[number]) => ({
  ...worker,
  role: worker.category[0],
});

export const findWorker = (slug: string) => {
  const worker = workers.find((entry) => entry.slug === slug);
  return worker && workerFacts(worker);
};
export const findCaseStudy = (slug: string) => caseStudies.find((study) => study.slug === slug);
/** A post's page. */
export const postPath = (slug: string) => `/blog-details/${slug}`;

/** Every page; `posts` are the posts this build publishes (the bundled ones unless the prerenderer says otherwise). */
export function allRoutes(posts: readonly ContentPost[] = bundledPosts): RouteEntry[] {
  const statics = (Object.keys(staticRouteMeta) as StaticRoutePath[]).map((path) => ({
    path,
    meta: staticRouteMeta[path] as RouteMeta,
  }));
  return [
    ...statics,
    ...workers.map((worker) => ({
      path: `/digital-workforce/${worker.slug}`,
      meta: workerMeta(workerFacts(worker)),
    })),
    ...caseStudies.map((study) => ({ path: `/case-studies/${study.slug}`, meta: caseStudyMeta(study) })),
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
    { template: 'worker', path: `/digital-workforce/${workers[0]!.slug}` },
    { template: 'case study', path: `/case-studies/${caseStudies[0]!.slug}` },
    { template: 'enterprise service', path: '/solutions/enterprise/data-ai' },
    { template: 'contact', path: '/contact' },
    { template: 'blog', path: '/blog' },
    ...(firstPost ? [{ template: 'post', path: postPath(firstPost.slug.current) }] : []),
  ];
}
