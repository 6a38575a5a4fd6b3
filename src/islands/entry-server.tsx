// The site's prerender entry (scripts/build-pages.ts, and `npm run dev` through scripts/vite-islands-dev.ts): renders
// one URL with the route tree (its loaders and head tags, in the islands' frame: the root route's component,
// ./islands-root-layout.tsx) into a document whose <head> and <body> React writes (./server-document.tsx), and
// hands the prerenderer (scripts/prerender.ts) the two parts and everything else it needs as one typed object,
// `prerenderApi`: the prerenderer imports its type, so a renamed or removed name fails `tsc`, not the build.
import { createRequestHandler } from '@tanstack/react-router/ssr/server';
import { createAppRouter, POST_SHELL_ATTRIBUTE } from '@/app/router';
import { documentParts, renderServerDocument } from './server-document';
import { allRoutes, postPath, staticMeta } from '@/app/route-table';
import { site } from '@/config/site';
import { buildFeed, FEED_PATH } from '@/lib/seo/feed';
import { ogImagePath } from '@/lib/seo/og-image';
import { loadBuildPosts } from '@/lib/content-service/build-posts';
import { publishBuildPosts } from '@/lib/content-service/published-posts';
import { POST_SHELL_SLUG } from '@/lib/content-service/post-shell';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { galleryStylesheetFiles } from '@/lib/gallery/justified-stylesheet';
import { pagePath } from '@/lib/seo/url';

export interface RenderResult {
  status: number;
  /** The tags React hoisted into <head>: the route's title, meta and links, the page's stylesheets and preloads. */
  head: string;
  /** The page's markup, for #root. */
  body: string;
}

/** Renders one URL into the server document. */
async function render(url: string): Promise<RenderResult> {
  const request = new Request(url);
  const handler = createRequestHandler({ request, createRouter: createAppRouter });
  const response = await handler(renderServerDocument);
  const { head, body } = documentParts(await response.text());
  return { status: response.status, head, body };
}

export const prerenderApi = {
  render,
  allRoutes,
  buildSitemap,
  buildRobots,
  siteOrigin: site.origin,
  siteName: site.name,
  loadBuildPosts,
  publishBuildPosts,
  POST_SHELL_SLUG,
  POST_SHELL_ATTRIBUTE,
  buildFeed,
  galleryStylesheetFiles,
  FEED_PATH,
  postPath,
  staticMeta,
  ogImagePath,
  pagePath,
};

/** What the SSR build of this module gives the prerenderer. */
export type PrerenderApi = typeof prerenderApi;
