import { allRoutes } from '@/app/route-table';

// Which pages, themes and widths the whole-site suites cover, and how a page names its files. No browser
// here, so unit tests (tests/unit/screenshot-baselines.test.ts) can read the same lists.

export type SiteTheme = 'light' | 'dark';
export const siteThemes: SiteTheme[] = ['light', 'dark'];
export { siteWidths, type SiteWidth } from './site-widths';

export const NOT_FOUND_PATH = '/no-such-page';

/** Every route the prerenderer writes (same module), plus an unknown path for the not-found page. */
export function sitePaths(): string[] {
  return [...allRoutes().map((route) => route.path), NOT_FOUND_PATH];
}

/** A file-name-safe key: '/' is 'home', '/a/b' is 'a--b', the curly apostrophe drops out. */
export function pathKey(path: string): string {
  if (path === '/') return 'home';
  return path
    .slice(1)
    .replaceAll('/', '--')
    .replace(/[^A-Za-z0-9-]/g, '');
}
