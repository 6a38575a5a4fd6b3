// Where a link can go, typed from the router's own route tree (src/routeTree.gen.ts, written from the content
// by `npm run routes`), so a link to a page that does not exist fails the type check. Content and components
// write a page as its address ('/about', '/blog-details/some-post'); SmartLink hands the router its route (and
// slug). The addresses of the pages with a slug are built here and nowhere else. Beneath the content it types:
// it imports nothing of the site (eslint.config.js holds content and config to that).
import type { AnyRouter, LinkProps } from '@tanstack/react-router';

/** A route as the router's links name it: '/about/', '/blog-details/$slug/' (trailingSlash 'always'). */
type RouterTo = Extract<NonNullable<LinkProps['to']>, `/${string}`>;
/** The routes with a slug: '/blog-details/$slug/'. */
export type SlugRoute = Extract<RouterTo, `${string}$slug/`>;
/** Where a slug route's addresses start: '/blog-details/'. */
type SlugPrefix = SlugRoute extends `${infer Prefix}$slug/` ? Prefix : never;

/** A page without a slug, as content writes it: '/', '/about', '/solutions/enterprise/data-ai'. */
export type StaticPath =
  Exclude<RouterTo, SlugRoute> extends infer To
    ? To extends '/'
      ? To
      : To extends `${infer Path}/`
        ? Path
        : never
    : never;
/** A page with a slug: '/blog-details/some-post'. */
export type SlugPath = `${SlugPrefix}${string}`;
/** A page of the site. */
export type PagePath = StaticPath | SlugPath;
/** Not a page of the site: another site, a place on this page, an e-mail address or a phone number. */
export type ExternalHref =
  `https://${string}` | `http://${string}` | `mailto:${string}` | `tel:${string}` | `#${string}`;
/** What a link takes: a page of the site (checked against the routes) or an explicit outside address. */
export type Href = PagePath | ExternalHref;

/** A route with a slug: its router path and the address of each of its pages. */
function slugPage<Prefix extends SlugPrefix>(prefix: Prefix) {
  const to: `${Prefix}$slug/` = `${prefix}$slug/`;
  return {
    to,
    prefix,
    path: (slug: string): `${Prefix}${string}` => `${prefix}${slug}`,
  };
}

export const postPage = slugPage('/blog-details/');
export const caseStudyPage = slugPage('/case-studies/');
export const workerPage = slugPage('/digital-workforce/');

/** A post's page. */
export const postPath = postPage.path;
/** A case study's page. */
export const caseStudyPath = caseStudyPage.path;
/** A digital worker's page. */
export const workerPath = workerPage.path;

const slugPages = [postPage, caseStudyPage, workerPage];

const slugPageOf = (path: string) =>
  slugPages.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length);

export const isSlugPath = (path: PagePath): path is SlugPath => slugPageOf(path) !== undefined;

/** The router's route and slug for a page with a slug ('/blog-details/x' is '/blog-details/$slug/' with 'x'). */
export function slugRoute(path: SlugPath) {
  const page = slugPageOf(path);
  if (!page) throw new Error(`${path} is no page with a slug`);
  return { to: page.to, params: { slug: path.slice(page.prefix.length) } };
}

/** The router's path for a page without a slug: the address with the trailing slash every link carries. */
export const staticRoute = (path: StaticPath) => (path === '/' ? path : (`${path}/` satisfies RouterTo));

export const isPagePath = (href: Href): href is PagePath => href.startsWith('/');

/** An outside address, by its scheme (or a place on this page). */
export const isExternalHref = (text: string): text is ExternalHref => /^(?:https?:\/\/|mailto:|tel:|#)/.test(text);

/**
 * An address written in text no type check saw (a link in a post from the CMS): a page of the site only when
 * the router has a route for it, an outside address by its scheme, otherwise none.
 */
export function hrefFromText(router: AnyRouter | undefined, text: string): Href | undefined {
  if (isExternalHref(text)) return text;
  const path = text.length > 1 ? text.replace(/\/$/, '') : text;
  const isRoutedPage = (candidate: string): candidate is PagePath =>
    candidate.startsWith('/') && router?.getMatchedRoutes(candidate)[2] !== undefined;
  return isRoutedPage(path) ? path : undefined;
}
