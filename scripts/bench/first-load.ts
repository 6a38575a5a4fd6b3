// What a page of the built site fetches before any interaction, read from dist/ alone, brotli-compressed
// as the server sends it (the .br files of scripts/compress.ts, or the same compression done here for files
// too small to have one). One implementation for `npm run bench` (its "JS before interaction" column) and
// tests/built/budget.test.ts (the budgets of scripts/bench/budgets.ts). Counted:
// - the stylesheets the page links (before the first paint), but any in <noscript>;
// - the entry module (the islands' runtime) and its modulepreloads (the islands hydrated with the page and their
//   imports), named by plain tags: a page ships no router, so it names every script it fetches;
// - the islands that start when the page has loaded (`hydrate="load"`: the hero's video), with React's root: fetched
//   after the page's first pictures, but before any press all the same;
// - everything these import statically, and so on.
// The islands that wait until the visitor comes near them are listed apart (`near`, below).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { HYDRATE_ROOT_CHUNK, RUNTIME_ENTRY } from './runtime-entry.ts';

export const KB = 1024;

/** The size of one built file as the server sends it: its .br copy, else the same compression done here. */
export function brotliSize(dist: string, pathname: string): number {
  const file = join(dist, decodeURIComponent(pathname));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const read = (dist: string, url: string) => readFileSync(join(dist, decodeURIComponent(url)), 'utf8');

/** The built HTML of a page address (`/contact` or `/contact/`). */
export function pageHtml(dist: string, path: string): string {
  const folder = path.replace(/^\/+|\/+$/g, '');
  return read(dist, folder ? `/${folder}/index.html` : '/index.html');
}

/** Every chunk the given ones import statically (`import ... from "./x.js"`), and so on. */
function withStaticImports(dist: string, urls: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = read(dist, url);
    for (const [, file] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(`/assets/${file}`);
  };
  urls.forEach(visit);
  return [...seen];
}

export interface FirstLoad {
  /** Script URLs fetched before any interaction. */
  scripts: string[];
  /** Stylesheet URLs linked by the page. */
  styles: string[];
  jsBytes: number;
  cssBytes: number;
  /**
   * Not counted: the chunks of the page's islands that wait until the visitor comes near them (`hydrate="visible"`),
   * and what they import beyond the counted scripts. One on the first screen is fetched at load all the same, so
   * the bench accepts these among what the browser fetched before a press.
   */
  near: string[];
}

/** The chunk of each island of the page marked `hydrate="<when>"` (`/assets/<name>.island-<hash>.js`). */
function islandChunks(dist: string, html: string, when: 'visible' | 'load'): string[] {
  const names = new Set(
    [...html.matchAll(/<infinyte-island\b[^>]*>/g)]
      .filter(([tag]) => tag.includes(` hydrate="${when}"`))
      .map(([tag]) => /\bname="([^"]+)"/.exec(tag)?.[1] ?? ''),
  );
  const files = readdirSync(join(dist, 'assets'));
  return [...names].flatMap((name) =>
    files.filter((file) => file.startsWith(`${name}.island-`) && file.endsWith('.js')).map((file) => `/assets/${file}`),
  );
}

/** React's root (src/islands/hydrate-root.tsx), which the runtime imports when the first island starts. */
function hydrateRootChunk(dist: string): string {
  const file = readdirSync(join(dist, 'assets')).find((name) => HYDRATE_ROOT_CHUNK.test(`/assets/${name}`));
  if (!file) throw new Error(`${dist} has no chunk of React's root (/assets/hydrate-root-*.js)`);
  return `/assets/${file}`;
}

/** What the page at `path` of the build in `dist` fetches before any interaction, and its brotli bytes. */
export function firstLoad(dist: string, path: string): FirstLoad {
  const html = pageHtml(dist, path);
  const loaded = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''))];
  const styles = [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link rel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  const entry = loaded.find((url) => RUNTIME_ENTRY.test(url));
  if (!entry) throw new Error(`The page ${path} names no entry module (/assets/index-*.js)`);
  const atLoad = islandChunks(dist, html, 'load');
  const scripts = withStaticImports(dist, [...loaded, ...(atLoad.length > 0 ? [...atLoad, hydrateRootChunk(dist)] : [])]);
  const total = (urls: string[]) => urls.reduce((sum, url) => sum + brotliSize(dist, url), 0);
  const near = withStaticImports(dist, islandChunks(dist, html, 'visible')).filter((url) => !scripts.includes(url));
  return { scripts, styles, jsBytes: total(scripts), cssBytes: total(styles), near };
}
