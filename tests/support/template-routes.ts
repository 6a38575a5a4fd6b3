import { staticPages } from '@/content/static-pages.gen';
import { pageTemplates } from '@/content/page-entry';
import { NOT_FOUND_PATH, sitePaths } from './site-paths';

/**
 * The routes whose full page is kept as a screenshot baseline: one page
 * per template, plus the pages whose layout no other page shows. Every other route is still loaded and
 * scanned by axe in both themes (tests/visual/routes.spec.ts); its sections are the same components, shot
 * here and in the story suite, so a full-page baseline of it would add megabytes and catch nothing new.
 */
export const templateRoutes = [
  { path: '/', reason: 'the home template: video hero, carousels, partner marks, news' },
  { path: '/about', reason: 'the copy template with split, stats, feature grid and its own closing band' },
  { path: '/solutions', reason: 'the solutions hub: two splits and two feature grids, a layout no other page has' },
  { path: '/solutions/enterprise/data-ai', reason: 'the enterprise service template: gallery, list, pager' },
  { path: '/solutions/for-your-business/automate-in-house', reason: 'a service page in the copy template: steps, FAQ' },
  { path: '/solutions/for-your-idea/Idea-to-market-lab', reason: 'steps beside a stats band; the mixed-case path' },
  {
    path: '/solutions/for-your-family/communax',
    reason: 'the family product page, whose call to action leaves for its own app',
  },
  { path: '/get-started/find-your-fit', reason: 'the only page with an inline conversation invitation' },
  { path: '/privacy', reason: 'the long prose-only page (legal copy)' },
  { path: '/contact', reason: 'the contact template with the inquiry form' },
  { path: '/digital-workforce', reason: 'the workforce list template' },
  { path: '/digital-workforce/ava-chief-of-staff', reason: 'the worker template' },
  { path: '/case-studies', reason: 'the case-study list template' },
  { path: '/case-studies/repairline', reason: 'the case-study template with a gallery (its lightbox is a state)' },
  { path: '/blog', reason: 'the blog list template' },
  { path: '/blog-details/digital-workforce-first-90-days', reason: 'the post template' },
  { path: NOT_FOUND_PATH, reason: 'the not-found template' },
] as const satisfies readonly { path: string; reason: string }[];

/**
 * The paths of `templateRoutes`; throws if one is no longer a route of the site, or if a static page template
 * (the `template` of the entries in src/content/pages/) has no page here, so the list cannot rot.
 */
export function templatePaths(): string[] {
  const known = new Set(sitePaths());
  const stale = templateRoutes.filter(({ path }) => !known.has(path)).map(({ path }) => path);
  if (stale.length) throw new Error(`templateRoutes names paths the site no longer has: ${stale.join(', ')}`);
  const listed = new Set<string>(templateRoutes.map(({ path }) => path));
  const shown = new Set(staticPages.filter(({ path }) => listed.has(path)).map(({ template }) => template));
  const unshown = pageTemplates.filter((template) => !shown.has(template));
  if (unshown.length) throw new Error(`templateRoutes shows no page of the template(s) ${unshown.join(', ')}`);
  return templateRoutes.map(({ path }) => path);
}
