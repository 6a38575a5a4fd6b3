// Netlify's own local runtime (@netlify/dev: the request pipeline Netlify's
// tools emulate production with) serving the built site: static files from
// netlify.toml's publish folder, `_redirects`, `_headers`, and the functions
// bundled by @netlify/zip-it-and-ship-it.
// Usage: node scripts/hosts/netlify-runtime.ts --port 8888 (Node's own type stripping runs it: no loader sits
// between Netlify's runtime and the functions it loads)
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { NetlifyDev } from '@netlify/dev';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8888' } } });

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  // Offline: nothing that reaches Netlify's API or an outside service.
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  server: { enabled: false },
  serverAddress: null,
  // The project's .gitignore already lists .netlify/; the runtime must not edit it.
  skipGitignore: true,
});
await netlify.start();
// netlify.toml's publish folder, as Netlify serves it.
const publishDir = resolve('dist');

// @netlify/static looks files up by the still-encoded path, where Netlify's CDN decodes it first
// (`/philosophy/the-future-we%E2%80%99re-quietly-building/` is the folder with the curly apostrophe).
async function decodedFile(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded === pathname) return undefined;
  const file = join(publishDir, decoded, decoded.endsWith('/') ? 'index.html' : '');
  if (
    !file.startsWith(`${publishDir}/`) ||
    !(await stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    return undefined;
  const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream';
  return new Response(request.method === 'HEAD' ? null : await readFile(file), {
    status: 200,
    headers: { 'content-type': type, 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}

/** Collects the headers `_headers` rules give a response. */
type HeadersCollector = (name: string, value: string) => void;

async function notFound(request: Request, headersCollector: HeadersCollector): Promise<Response> {
  const decoded = await decodedFile(request);
  if (decoded) return decoded;
  const page = await netlify.handle(new Request(new URL('/404.html', request.url)), { headersCollector });
  if (!page?.ok) return new Response('Not found', { status: 404 });
  return new Response(request.method === 'HEAD' ? null : page.body, { status: 404, headers: page.headers });
}

// @netlify/dev rebuilds a function into one shared folder on every invocation, so two calls at once can import
// a half-written bundle ("Cannot find module .../hono/dist/http-exception.js"), which Netlify's platform never
// does. Function calls therefore take turns here; static files are served at once.
let functionTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const result = functionTurn.then(task);
  functionTurn = result.catch(() => undefined);
  return result;
}
const isFunctionPath = (url: string) => url.startsWith('/api/') || url.startsWith('/.netlify/functions/');

const server = createServer(async (req, res) => {
  const ruleHeaders = new Headers();
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream);
  // `duplex` (needed for a streamed body) is in Node's fetch but not yet in TypeScript's RequestInit.
  const init: RequestInit & { duplex: 'half' } = {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]): [string, string][] =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
    body,
    duplex: 'half',
  };
  const request = new Request(`http://${req.headers.host}${req.url}`, init);
  const headersCollector: HeadersCollector = (name, value) => ruleHeaders.set(name, value);
  const handle = () => netlify.handleAndIntrospect(request, { headersCollector });
  const result = await (isFunctionPath(req.url ?? '/') ? inTurn(handle) : handle());
  // Netlify answers a path nothing serves with the site's 404.html (status 404), which @netlify/dev leaves out.
  const response =
    result && !(result.response.status === 404 && result.type !== 'function')
      ? result.response
      : await notFound(request, headersCollector);
  const headers = new Headers(response.headers);
  for (const [name, value] of ruleHeaders) if (!headers.has(name)) headers.set(name, value);
  res.writeHead(response.status, Object.fromEntries(headers));
  if (!response.body || req.method === 'HEAD') return res.end();
  Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
});
server.listen(Number(values.port), '127.0.0.1', () =>
  console.log(`Netlify runtime at http://127.0.0.1:${values.port}`),
);
