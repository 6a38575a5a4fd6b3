// `npm run dev` serves the pages the build writes: each address rendered on request by the prerender's entry
// (src/islands/entry-server.tsx, through Vite's server module graph, so an edit applies on the next load), its head
// tags and markup put into index.html as the prerender puts them, with index.html's module script, the islands'
// runtime (src/islands/client.ts). What the build adds beyond the page (preloads from its manifest, the
// Speculation Rules, the policy in a meta tag) is the build's alone: the dev server fetches each module as asked.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { PrerenderApi } from '../src/islands/entry-server.tsx';

/** An address the page renderer answers: a GET for a document, not for one of Vite's modules or a file. */
function pageAddress(method: string | undefined, url: string | undefined, accept: string | undefined) {
  if (method !== 'GET' || !url) return null;
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname.startsWith('/@') || pathname.startsWith('/api/') || pathname.startsWith('/node_modules/')) return null;
  // A file has an extension in its last segment; a page's address has none.
  if (/\.[^/]+$/.test(pathname)) return null;
  return accept?.includes('text/html') ? url : null;
}

export function islandsDevPages(): Plugin {
  return {
    name: 'infinyte:islands-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = pageAddress(req.method, req.originalUrl ?? req.url, req.headers.accept);
        if (!url) return next();
        // Pages live at one address each, with a trailing slash, as hosts serve `<path>/index.html`.
        const address = new URL(url, 'http://localhost');
        if (!address.pathname.endsWith('/')) {
          res.statusCode = 308;
          res.setHeader('Location', `${address.pathname}/${address.search}`);
          return res.end();
        }
        (async () => {
          const { prerenderApi } = (await server.ssrLoadModule('/src/islands/entry-server.tsx')) as {
            prerenderApi: PrerenderApi;
          };
          const rendered = await prerenderApi.render(new URL(url, 'http://localhost').href);
          const template = await server.transformIndexHtml(url, await readFile('index.html', 'utf8'));
          const html = template
            .replace('</head>', `${rendered.head}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${rendered.body}</div>`);
          res.statusCode = rendered.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
