// Every page of the site with its metadata: the static table plus one entry
// per worker, case study and bundled post. The prerenderer, the sitemap and
// the tests all read this list.
import {
  caseStudyMeta,
  notFoundMeta,
  postMeta,
  staticRouteMeta,
  workerMeta,
  type RouteMeta,
  type StaticRoutePath,
} from '@/content/route-meta';
import { workers } from '@/content/workers';
import { caseStudyPages, postPages } from './prerender-paths';

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
export const findCaseStudy = (slug: string) => caseStudyPages.find((page) => page.slug === slug);
export const findPost = (slug: string) => postPages.find((page) => page.slug === slug);

export function staticMeta(path: StaticRoutePath): RouteMeta {
  return staticRouteMeta[path];
}

export function allRoutes(): RouteEntry[] {
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
    ...caseStudyPages.map((page) => ({ path: `/case-studies/${page.slug}`, meta: caseStudyMeta(page) })),
    ...postPages.map((page) => ({ path: `/blog-details/${page.slug}`, meta: postMeta(page) })),
  ];
}

export { notFoundMeta };
