// Prerender entry: renders one URL to HTML with the same router as the browser.
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { takeRenderedSectionIds } from '@/lib/react/lazy-section';
import { createAppRouter } from './router';

import { site } from '@/config/site';

export { allRoutes, postPath, staticMeta } from './route-table';
export { POST_SHELL_ATTRIBUTE } from './router';
export { buildFeed, FEED_PATH } from '@/lib/seo/feed';
export { ogImagePath } from '@/lib/seo/og-image';
export { loadBuildPosts } from '@/lib/content-service/build-posts';
export { publishBuildPosts } from '@/lib/content-service/published-posts';
export { POST_SHELL_SLUG } from '@/lib/content-service/post-shell';
export { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
export { galleryStylesheetFiles } from '@/lib/gallery/justified-stylesheet';
export { pagePath } from '@/lib/seo/url';
export const siteOrigin = site.origin;
export const siteName = site.name;

export interface RenderResult {
  status: number;
  html: string;
  /** The ids of the sections that wait for the visitor (src/lib/react/lazy-section.ts), for the page to list. */
  deferredSections: string[];
}

export async function render(url: string): Promise<RenderResult> {
  const request = new Request(url);
  const handler = createRequestHandler({ request, createRouter: createAppRouter });
  takeRenderedSectionIds();
  const response = await handler(defaultRenderHandler);
  const html = await response.text();
  return { status: response.status, html, deferredSections: takeRenderedSectionIds() };
}
