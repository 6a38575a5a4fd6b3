// What a page of the built site fetches before any interaction, read from dist/ alone, brotli-compressed
// as the server sends it (the .br files of scripts/compress.ts, or the same compression done here for files
// too small to have one). One implementation for `npm run bench` (its "JS before interaction" column) and
// tests/built/budget.test.ts (the budgets of scripts/bench/budgets.ts). Counted:
// - the stylesheets the page links (before the first paint), but any in <noscript>;
// - the entry module (the islands' runtime) and its modulepreloads (the islands hydrated with the page and their
//   imports), named by plain tags;
// - the chunks of the page's route that render it (its component and pending component, split by the router
//   plugin), as the entry's route table names them: `createFileRoute('/path')({ ... import('./chunk.js') ... })`.
//   Its loader's chunk is not fetched: the prerendered page carries the loader's data;
// - everything these import statically, and so on.
// Sections deferred until the visitor nears them (src/lib/react/lazy-section.ts) are imported dynamically by
// the route's chunk and so are not counted: no visitor fetches them before acting.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { APP_ENTRY } from './app-entry.ts';

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

/** A route path of the route table as a pattern of addresses (`$slug` matches one segment). */
const routePattern = (routePath: string) =>
  new RegExp(`^${routePath.replace(/\/$/, '').replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$\w+/g, '[^/]+')}/?$`);

/**
 * The chunks that render the route of `path`, from the route table in the entry module: each route is a call
 * with its path as a literal and its options after it, where each split part is imported lazily and named
 * (`import('./chunk.js'), 'component'`). All but the loader count (see above). Of the routes matching the
 * address, a fixed path wins over one with a parameter, as in the router.
 */
export function routeChunks(dist: string, entry: string, path: string): string[] {
  const code = read(dist, entry);
  const definitions = [...code.matchAll(/\(`(\/[^`]*)`\)\(\{/g)];
  const routes = definitions.map((match, index) => ({
    routePath: match[1] ?? '',
    options: code.slice(match.index, definitions[index + 1]?.index ?? code.length),
  }));
  const address = path === '/' ? '/' : path.replace(/\/$/, '');
  const matching = routes
    .filter((route) => routePattern(route.routePath).test(address) || route.routePath === address)
    .sort((a, b) => Number(a.routePath.includes('$')) - Number(b.routePath.includes('$')));
  const route = matching[0];
  if (!route) throw new Error(`No route of ${entry} matches ${path}`);
  const parts = [...route.options.matchAll(/import\(`\.\/([^`]+\.js)`\)[^`]*?`(\w+)`/g)];
  const rendering = parts.filter(([, , part]) => part !== 'loader').map(([, file]) => `/assets/${file}`);
  if (rendering.length === 0) throw new Error(`The route ${route.routePath} of ${entry} names no component chunk`);
  return [...new Set(rendering)];
}

export interface FirstLoad {
  /** Script URLs fetched before any interaction. */
  scripts: string[];
  /** Stylesheet URLs linked by the page. */
  styles: string[];
  /** The route's own chunks among the scripts. */
  route: string[];
  jsBytes: number;
  cssBytes: number;
  /**
   * Not counted: the chunks of the page's islands that wait until the visitor comes near them (`hydrate="visible"`),
   * and what they import beyond the counted scripts. One on the first screen is fetched at load all the same, so
   * the bench accepts these among what the browser fetched before a press.
   */
  near: string[];
}

/** The chunk of each island of the page marked `hydrate="visible"` (`/assets/<name>.island-<hash>.js`). */
function visibleIslandChunks(dist: string, html: string): string[] {
  const names = new Set(
    [...html.matchAll(/<infinyte-island\b[^>]*>/g)]
      .filter(([tag]) => /\bhydrate="visible"/.test(tag))
      .map(([tag]) => /\bname="([^"]+)"/.exec(tag)?.[1] ?? ''),
  );
  const files = readdirSync(join(dist, 'assets'));
  return [...names].flatMap((name) =>
    files.filter((file) => file.startsWith(`${name}.island-`) && file.endsWith('.js')).map((file) => `/assets/${file}`),
  );
}

/** What the page at `path` of the build in `dist` fetches before any interaction, and its brotli bytes. */
export function firstLoad(dist: string, path: string): FirstLoad {
  const html = pageHtml(dist, path);
  const loaded = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''))];
  const styles = [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link rel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  const entry = loaded.find((url) => APP_ENTRY.test(url));
  if (!entry) throw new Error(`The page ${path} names no entry module (/assets/index-*.js)`);
  // The islands build (docs/islands.md) ships no router: its pages name every script they fetch.
  const route = /\(`\/[^`]*`\)\(\{/.test(read(dist, entry)) ? routeChunks(dist, entry, path) : [];
  const scripts = withStaticImports(dist, [...loaded, ...route]);
  const total = (urls: string[]) => urls.reduce((sum, url) => sum + brotliSize(dist, url), 0);
  const near = withStaticImports(dist, visibleIslandChunks(dist, html)).filter((url) => !scripts.includes(url));
  return { scripts, styles, route, jsBytes: total(scripts), cssBytes: total(styles), near };
}
