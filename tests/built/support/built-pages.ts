// The prerendered pages of the production build (dist/**/index.html), each
// with the path it is served at and its parsed document. Tests that judge
// what a visitor reads or follows use these, not the content modules, so they
// see exactly what the templates made of the content. Parsing needs a DOM:
// tests that use this run with `// @vitest-environment jsdom`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const distDir = 'dist';

export interface BuiltPage {
  /** Path the page is served at, without a trailing slash ('/' for home). */
  path: string;
  document: Document;
}

const indexFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return indexFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });

/** '/about/' and '/about' name the same page; paths compare decoded and without the trailing slash. */
export const pagePath = (pathname: string): string => {
  const decoded = decodeURIComponent(pathname);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
};

export const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

export function builtPages(): BuiltPage[] {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('No production build: run `npm run build` first.');
  return indexFiles(distDir)
    .map((file) => {
      const folder = relative(distDir, file).split(sep).slice(0, -1).join('/');
      return { path: pagePath(`/${folder}`), document: parseHtml(readFileSync(file, 'utf8')) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Whether the build holds a page or a file at this site path. */
export const servedByBuild = (path: string): boolean => {
  const target = join(distDir, pagePath(path));
  return existsSync(join(target, 'index.html')) || (existsSync(target) && !path.endsWith('/'));
};
