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
