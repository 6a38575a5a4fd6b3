// Prerender entry: renders one URL to HTML with the same router as the browser, and hands the prerenderer
// (scripts/prerender.ts) everything else it needs from the app as one typed object, `prerenderApi`: the
// prerenderer imports its type, so a renamed or removed name fails `tsc`, not the build.
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { takeRenderedSectionIds } from '@/lib/react/lazy-section';
import { createAppRouter, POST_SHELL_ATTRIBUTE } from './router';
import { allRoutes, postPath, staticMeta } from './route-table';
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
  html: string;
  /** The ids of the sections that wait for the visitor (src/lib/react/lazy-section.ts), for the page to list. */
  deferredSections: string[];
}

async function render(url: string): Promise<RenderResult> {
  const request = new Request(url);
  const handler = createRequestHandler({ request, createRouter: createAppRouter });
  takeRenderedSectionIds();
  const response = await handler(defaultRenderHandler);
  const html = await response.text();
  return { status: response.status, html, deferredSections: takeRenderedSectionIds() };
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
