// The built site served the way Netlify and Cloudflare Pages serve it, on
// Hono and @hono/node-server's static middleware rather than hand-written
// request handling: precompressed files, immutable hashed assets, revalidated
// pages, `_redirects` applied, the post shell for posts newer than the build (the not-found page with 404 for a
// slug the content service does not have), `/x` redirected to `/x/` when only
// `x/index.html` exists, a real 404 page, the security headers on every answer
// (304s and API replies too), and the inquiry endpoint at /api/inquiry. No
// answer redirects off-site: paths are normalised before any redirect.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createNodeInquiryApp } from '../src/server/inquiry/node.ts';
import { INQUIRY_PATH } from '../src/server/inquiry/handler.ts';
import { isPostAddress, POST_SHELL_PAGE } from '../src/lib/content-service/post-shell.ts';
import type { ContentServiceConfig } from '../src/lib/content-service/client.ts';
import { answerForUnbuiltPost, type UnbuiltPostOptions } from '../src/lib/content-service/unbuilt-post.ts';
import { STRICT_TRANSPORT_SECURITY } from '../src/server/security-headers.ts';
import { cacheControlFor, pageHeaders, securityHeaders } from './http-headers.ts';
import { findRedirect, parseRedirectsFile } from './redirect-rules.ts';
import { isSameSiteLocation, normalisePath } from './safe-path.ts';

const PRECOMPRESSED = /\.(br|gz)$/;
// The hosts' rules files configure the host; neither host serves them as files.
const HOST_FILES = new Set(['/_redirects', '/_headers']);

export interface SiteAppOptions {
  root: string;
  log?: (line: string) => void;
  /** The content service asked whether a post address with no file names a post (unset: none configured). */
  contentService?: ContentServiceConfig;
  /** How long to wait for that answer (tests shorten it). */
  postCheckTimeoutMs?: UnbuiltPostOptions['timeoutMs'];
}

const NO_CONTENT_SERVICE: ContentServiceConfig = { projectId: '', dataset: '', apiHost: '', apiVersion: '' };

export function createSiteApp({
  root: rootDir,
  log = console.error,
  contentService = NO_CONTENT_SERVICE,
  postCheckTimeoutMs,
}: SiteAppOptions) {
  const root = resolve(rootDir);
  const app = new Hono();
  const inquiry = createNodeInquiryApp();
  const redirectsFile = join(root, '_redirects');
  const redirects = existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : [];

  // Page headers carry that page's script hashes; recompute only when the file changes.
  const headerCache = new Map<string, { mtimeMs: number; headers: Record<string, string> }>();
  const headersForPage = (file: string) => {
    const { mtimeMs } = statSync(file);
    const cached = headerCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.headers;
    const headers = pageHeaders(readFileSync(file, 'utf8'));
    headerCache.set(file, { mtimeMs, headers });
    return headers;
  };

  const notFoundPage = (c: Context) => {
    const file = join(root, '404.html');
    if (!existsSync(file)) return c.text('Not found', 404);
    return new Response(c.req.method === 'HEAD' ? null : readFileSync(file), {
      status: 404,
      headers: { ...headersForPage(file), 'Content-Type': 'text/html; charset=utf-8' },
    });
  };

  // Every answer, whoever wrote it, leaves with the security headers; HSTS only where the client used HTTPS.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    const https = c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
    if (https) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // The last guard: whatever wrote a redirect, it never points a browser at another host.
    const location = c.res.headers.get('Location');
    if (location !== null && !isSameSiteLocation(location)) {
      log(`[serve] Refused to redirect ${c.req.method} ${c.req.path} to ${location}`);
      c.res = new Response('Bad request', { status: 400, headers: { ...securityHeaders } });
    }
  });

  // `//host/x`, `/\\host/x` and `/%2F%2Fhost/x` become `/host/x` before any rule below can echo them in a Location.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const path = normalisePath(url.pathname);
    if (path !== url.pathname) return c.redirect(path + url.search, 301);
    return next();
  });

  app.all(INQUIRY_PATH, (c) => inquiry.fetch(c.req.raw, c.env as Record<string, unknown>));

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.body(null, 405, { Allow: 'GET, HEAD' });
    }
    const path = c.req.path;
    // Hosts serve the precompressed copies only through Accept-Encoding, never by name.
    if (PRECOMPRESSED.test(path) || HOST_FILES.has(path) || path === '/404' || path === '/404.html') {
      return notFoundPage(c);
    }
    const query = new URL(c.req.url).search;
    const rule = findRedirect(redirects, new URL(c.req.url).pathname);
    if (rule) return c.redirect(rule.to, rule.status as 301);
    // Cloudflare Pages' rule: `/x/index.html` and `/x/index` redirect to the one page URL `/x/`.
    const index = /^(.*\/)index(\.html)?$/.exec(path);
    if (index) return c.redirect(encodeURI(index[1]!) + query, 301);
    // Both hosts' rule: `/x` redirects to `/x/` when only `x/index.html` exists.
    if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path) && existsSync(join(root, path, 'index.html'))) {
      return c.redirect(`${encodeURI(path)}/${query}`, 301);
    }
    return next();
  });

  // Weak validators from size and time; a match answers 304 with the same headers and no body.
  app.use('*', async (c, next) => {
    await next();
    const etag = c.res.headers.get('ETag');
    const match = c.req.header('if-none-match');
    if (c.res.status !== 200 || !etag || !match) return;
    if (!match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    await c.res.body?.cancel();
    c.res = new Response(null, { status: 304, headers });
  });

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound(file, c) {
        const stats = statSync(file);
        c.header('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
        const source = file.replace(PRECOMPRESSED, '');
        const headers = source.endsWith('.html')
          ? headersForPage(source)
          : { ...securityHeaders, 'Cache-Control': cacheControlFor(c.req.path) };
        for (const [name, value] of Object.entries(headers)) c.header(name, value);
      },
    }),
  );

  // A post published after the build (no file at its address): the prerendered shell, 200, loads it live; a slug
  // the content service does not have gets the not-found page, 404. The Pages Function in functions/blog-details
  // does the same; Netlify's non-forced rewrite can only answer the shell.
  app.get('/blog-details/*', async (c) => {
    const shell = join(root, POST_SHELL_PAGE, 'index.html');
    if (!isPostAddress(c.req.path) || !existsSync(shell)) return notFoundPage(c);
    const answer = await answerForUnbuiltPost(c.req.path, contentService, { timeoutMs: postCheckTimeoutMs, log });
    if (answer === 'not-found') return notFoundPage(c);
    return new Response(c.req.method === 'HEAD' ? null : readFileSync(shell), {
      status: 200,
      headers: { ...headersForPage(shell), 'Content-Type': 'text/html; charset=utf-8' },
    });
  });

  app.notFound(notFoundPage);
  app.onError((error, c) => {
    log(`[serve] ${c.req.method} ${c.req.path}: ${String(error)}`);
    return c.text('Internal error', 500);
  });
  return app;
}
