import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/app/route-table';
import { routePath } from '@/app/route-head';
import { createAppRouter } from '@/app/router';
import { readFileSync } from 'node:fs';
import { staticPages } from '@/content/static-pages.gen';
import type { StaticPageData } from '@/app/route-head';
import { staticPagesFile, staticPagesModule } from '../../scripts/static-pages';
import { workers } from '@/content/workers';
import { caseStudies } from '@/content/case-studies';
import { bundledPosts } from '@/content/posts';
import { mainMenu } from '@/content/navigation';
import { footerColumns } from '@/content/footer';
import { notFoundMeta } from '@/content/route-meta';
import type { MenuItem } from '@/content/types';

const routes = allRoutes();
const paths = new Set(routes.map((route) => route.path));

/** The router's own pages: every route file but the root, split into static paths and `$slug` templates. */
const routerRoutes = Object.values(createAppRouter().routesById).filter((route) => !route.isRoot);
const routerPaths = routerRoutes.map((route) => routePath(route.fullPath as string));
const staticRouterPaths = routerPaths.filter((path) => !path.includes('$'));

/** What each static route's loader returns, by the route's path: the metadata of the entry it imports. */
const loadedMeta = new Map(
  await Promise.all(
    routerRoutes
      .filter((route) => !route.fullPath.includes('$'))
      .map(async (route) => {
        const loader = route.options.loader as () => StaticPageData | Promise<StaticPageData>;
        return [routePath(route.fullPath as string), (await loader()).meta] as const;
      }),
  ),
);

const menuLinks = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.to ? [item.to] : []), ...menuLinks(item.dropdownMenu ?? [])]);

describe('static page entries', () => {
  it('has one entry for each static route file, and no entry without a route', () => {
    expect([...staticRouterPaths].sort()).toEqual(staticPages.map((page) => page.path).sort());
    expect(routerPaths.filter((path) => path.includes('$')).sort()).toEqual([
      '/blog-details/$slug',
      '/case-studies/$slug',
      '/digital-workforce/$slug',
    ]);
  });

  it('loads, in each static route, the entry of its own path', () => {
    for (const page of staticPages) expect(loadedMeta.get(page.path), page.path).toBe(page.meta);
  });

  it('lists every entry module in src/content/static-pages.gen.ts (run `npm run routes` when this fails)', async () => {
    expect(readFileSync(staticPagesFile, 'utf8')).toBe(await staticPagesModule());
  });

  it('covers every page of the specification', () => {
    // The router's static pages plus one page per worker, case study and bundled post.
    expect(routes).toHaveLength(staticRouterPaths.length + workers.length + caseStudies.length + bundledPosts.length);
    expect(paths).toContain('/philosophy/the-future-we’re-quietly-building');
    expect(paths).toContain('/solutions/for-your-idea/Idea-to-market-lab');
    expect(paths).toContain('/digital-workforce/ava-chief-of-staff');
    expect(paths).toContain('/case-studies/patient-self-check-in');
    expect(paths).toContain('/blog-details/agentic-orchestration-explained');
  });

  it('gives every route a unique title and description', () => {
    const titles = routes.map((route) => route.meta.title);
    const descriptions = routes.map((route) => route.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(titles).not.toContain(notFoundMeta.title);
  });

  it('keeps titles and descriptions within search-result lengths', () => {
    for (const { path, meta } of routes) {
      expect(meta.title.length, path).toBeLessThanOrEqual(90);
      expect(meta.description.length, path).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, path).toBeLessThanOrEqual(200);
    }
  });

  it('indexes every page but the not-found page', () => {
    expect(routes.every((route) => !route.meta.noIndex)).toBe(true);
    expect(notFoundMeta.noIndex).toBe(true);
  });

  it('links the menu and footer only to pages that exist or to outside sites', () => {
    const links = [
      ...menuLinks(mainMenu),
      ...footerColumns.companyOverview.links.map((link) => link.href),
      ...footerColumns.support.links.map((link) => link.href),
    ];
    for (const href of links) {
      if (href.startsWith('/')) expect(paths, href).toContain(href);
      else expect(href).toMatch(/^https:\/\//);
    }
  });
});
