// Writes every route as static HTML: renders each URL with the server build of src/islands/entry-server.tsx (its
// `prerenderApi`, typed by the app's entry, whose routes it renders), which hands back what React wrote into the
// document's <head> and the page's markup with its islands (docs/islands.md): they go before the client template's
// </head> and into #root. Each page preloads its islands' chunks (from Vite's manifest) and carries the
// Speculation Rules (scripts/speculation-rules.ts). Run by scripts/build-pages.ts after the two Vite builds.
// Also writes 404.html, the post shell (posts published after the build), sitemap.xml, robots.txt, _headers and
// _redirects. Each page carries its own Content-Security-Policy in a <meta> tag.
// Usage: node --import tsx scripts/prerender.ts [--dist dist] [--ssr dist-ssr] [--skip-og-images]
// (--skip-og-images: for scratch builds that only serve pages to tests, such as the accessibility-tree proof's)
// CONTENT_REQUIRED=true makes a failing or empty content service fail the build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildHeadersFile, buildRedirectsFile, withMetaPolicy } from './http-headers.ts';
import { renderProblems } from './render-problems.ts';
import { writeOgImages } from './og-images.ts';
import { islandChunks, islandNames, preloadTags, type Manifest } from './island-preloads.ts';
import { speculationRulesTag } from './speculation-rules.ts';
import type { PrerenderApi, RenderResult } from '../src/islands/entry-server.tsx';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    ssr: { type: 'string', default: 'dist-ssr' },
    'skip-og-images': { type: 'boolean', default: false },
  },
});
const dist = args.dist;
const ssrEntry = pathToFileURL(join(process.cwd(), args.ssr, 'entry-server.js')).href;
const {
  render,
  allRoutes,
  buildSitemap,
  buildRobots,
  siteOrigin,
  siteName,
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
} = ((await import(ssrEntry)) as { prerenderApi: PrerenderApi }).prerenderApi;

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) {
  throw new Error(
    'dist/index.html is not the client template: run the whole `npm run build`, not the prerender step alone.',
  );
}

const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** `shellAttribute`: marks the page's own title and meta tags and its root, which the browser renders afresh. */
function pageHtml({ head: rendered, body }: RenderResult, shellAttribute?: string) {
  const head = shellAttribute ? rendered.replace(/<(title|meta)\b/g, `<$1 ${shellAttribute}=""`) : rendered;
  const root = shellAttribute ? `<div id="root" ${shellAttribute}="">` : '<div id="root">';
  const islands = preloadTags(islandChunks(manifest, islandNames(body))) + speculationRulesTag();
  const html = template
    .replace('</head>', `${head}${islands}</head>`)
    .replace('<div id="root"></div>', `${root}${body}</div>`);
  // The policy travels inside the page, so every URL that serves it carries it.
  return withMetaPolicy(html);
}

async function writePage(path: string, html: string) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, decodeURI(path), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  return file;
}

// The posts this build publishes: the content service's, or the bundled ones (the notice says which and why).
const required = ['true', '1'].includes(process.env.CONTENT_REQUIRED ?? '');
const published = await loadBuildPosts({ required }).catch((error: unknown) => {
  console.error(`Prerender stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(published.notice);
publishBuildPosts(published.posts);

const routes = allRoutes(published.posts);
const failures: string[] = [];
for (const { path } of routes) {
  // Rendered at its one URL (trailing slash), as hosts serve `<path>/index.html`.
  const rendered = await render(`http://localhost${encodeURI(pagePath(path))}`);
  failures.push(...renderProblems(path, rendered));
  await writePage(path, pageHtml(rendered));
}

// A post published after the build: hosts answer its address with this page (200), and the browser loads it live.
// Not a `_redirects` rule: Cloudflare would apply it over the built posts (see functions/blog-details).
const shellPath = postPath(POST_SHELL_SLUG);
const shell = await render(`http://localhost${pagePath(shellPath)}`);
failures.push(...renderProblems('the post shell', shell));
await writePage(shellPath, pageHtml(shell, POST_SHELL_ATTRIBUTE));

const missing = await render('http://localhost/404/');
failures.push(...renderProblems('the not-found page', missing, 404));
await writeFile(join(dist, '404.html'), pageHtml(missing));

// The galleries' layouts, as the pages just written link them (named by content: cached for a year).
for (const [href, css] of galleryStylesheetFiles()) await writeFile(join(dist, href), css);

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}

const indexable = routes.filter((route) => !route.meta.noIndex).map((route) => route.path);
await writeFile(join(dist, 'sitemap.xml'), buildSitemap(siteOrigin, indexable));
await writeFile(join(dist, 'robots.txt'), buildRobots(siteOrigin));
const feedSite = { name: siteName, origin: siteOrigin, description: staticMeta('/blog').description };
await writeFile(join(dist, FEED_PATH), buildFeed(feedSite, published.posts, postPath));
if (!args['skip-og-images']) {
  const cards = await writeOgImages(
    dist,
    routes.map(({ path, meta }) => ({ path: ogImagePath(path), eyebrow: meta.category, title: meta.heading })),
  );
  console.log(
    `Share cards: ${cards.drawn} drawn, ${cards.reused} unchanged from the cache, ${Math.round(cards.bytes / 1024)} KB in ${dist}/og/.`,
  );
}
await writeFile(join(dist, '_headers'), buildHeadersFile());
await writeFile(
  join(dist, '_redirects'),
  buildRedirectsFile(
    routes.map((route) => route.path),
    pagePath,
  ),
);
await rm(args.ssr, { recursive: true, force: true });
// The islands' manifest was read above; the site does not serve it.
await rm(join(dist, '.vite'), { recursive: true, force: true });

console.log(`Prerendered ${routes.length} routes and 404.html into ${dist}/`);
