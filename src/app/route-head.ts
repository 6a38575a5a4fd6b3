// Adapts a metadata row to TanStack Router's `head()` for a route file.
import { site } from '@/config/site';
import type { RouteMeta } from '@/content/route-meta';
import { buildHeadTags } from '@/lib/seo/head-tags';

const identity = {
  name: site.name,
  origin: site.origin,
  sameAs: [site.social.linkedin, site.social.x, site.social.youtube, site.social.facebook],
};

export function routeHead(meta: RouteMeta, path: string) {
  return buildHeadTags(meta, path, identity);
}

/** A route's page path from its router path: index routes' '/case-studies/' is the page '/case-studies'. */
export const routePath = (fullPath: string) => (fullPath === '/' ? '/' : fullPath.replace(/\/$/, ''));

/** What a static page's loader returns (src/app/static-page-loader.ts). */
export interface StaticPageData {
  meta: RouteMeta;
}

/**
 * `head()` of a static page: the metadata its loader read, so the entry chunk (where `head()` lives) holds no
 * page's metadata. In the browser the first page's loader data comes with the prerendered HTML.
 */
export function staticPageHead({ loaderData, match }: { loaderData?: StaticPageData; match: { fullPath: string } }) {
  return loaderData ? routeHead(loaderData.meta, routePath(match.fullPath)) : {};
}
