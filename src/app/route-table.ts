// Every page of the site with its metadata: the static table (one row per static
// route file, which a unit test checks against the router) plus one entry per
// worker, case study and published post (from their content modules). The
// prerenderer, the sitemap, the route loaders and the tests all read this list.
import { caseStudyMeta, notFoundMeta, postMeta, workerMeta, type RouteMeta } from '@/content/route-meta';
import { staticRouteMeta, type StaticRoutePath } from '@/content/static-route-meta';
import { workers } from '@/content/workers';
import { caseStudies, nextCaseStudy } from '@/content/case-studies';
import { colleaguesOf } from '@/content/worker-colleagues';
import { bundledPosts } from '@/content/posts';
import type { AiWorker, CaseStudy, ContentPost } from '@/content/types';

export interface RouteEntry {
  path: string;
  meta: RouteMeta;
}

/** A worker's metadata needs its first name and its single role. */
const workerFacts = (worker: (typeof workers)[number]) => ({
  ...worker,
  role: worker.category[0],
});

/** What a worker card shows of a colleague. */
const workerCard = ({ slug, firstName, title, category, textButton, imgSrc, video }: AiWorker) => ({
  slug,
  firstName,
  title,
  category,
  textButton,
  imgSrc,
  video,
});

/**
 * A worker page's data, from its route loader: the worker and the cards of its three colleagues. The page
 * then needs no list of workers, so the list stays out of the page's first load (the loader's data comes with
 * the prerendered HTML).
 */
export const findWorker = (slug: string) => {
  const worker = workers.find((entry) => entry.slug === slug);
  return worker && { ...workerFacts(worker), colleagues: colleaguesOf(worker).map(workerCard) };
};

/** What the closing 'Next project' block shows of the following study. */
const projectCard = ({ slug, title, brand, category, src }: CaseStudy) => ({ slug, title, brand, category, src });

/** A case study page's data, from its route loader: the study and the card of the next one (as for workers). */
export const findCaseStudy = (slug: string) => {
  const study = caseStudies.find((entry) => entry.slug === slug);
  const next = study && nextCaseStudy(study.slug);
  return study && { ...study, next: next && projectCard(next) };
};
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
