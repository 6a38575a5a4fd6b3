// Serves the built site like a CDN: precompressed files, immutable hashed
// assets, revalidated HTML, `<path>/index.html` resolution, a real 404 page
// and the security headers of scripts/http-headers.ts. Also receives
// `POST /api/inquiry` so the contact form works locally.
// Usage: node --import tsx scripts/serve.mjs [--port 4173] [--dir dist] [--host 127.0.0.1]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { cacheControlFor, pageHeaders, securityHeaders } from './http-headers.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(values.dir);

// Page headers carry script hashes of that page; recompute only when the file changes.
const headerCache = new Map();
function headersForPage(file) {
  const { mtimeMs } = statSync(file);
  const cached = headerCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.headers;
  const headers = pageHeaders(readFileSync(file, 'utf8'));
  headerCache.set(file, { mtimeMs, headers });
  return headers;
}

function pageFile(pathname) {
  const candidate = pathname.endsWith('.html') ? join(root, pathname) : join(root, pathname, 'index.html');
  return candidate.startsWith(root) && existsSync(candidate) ? candidate : undefined;
}

const decodePath = (pathname) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

// dev mode reads from disk on each request, so a rebuild is served without a restart.
const files = sirv(root, {
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    const decoded = decodePath(pathname);
    const page = cacheControlFor(decoded) === 'no-cache' ? pageFile(decoded) : undefined;
    const headers = page ? headersForPage(page) : { ...securityHeaders, 'Cache-Control': cacheControlFor(decoded) };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  },
});

function notFound(req, res) {
  const file = join(root, '404.html');
  if (!existsSync(file)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
    return res.end('Not found');
  }
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', ...headersForPage(file) });
  res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
}

// The receiver is written in TypeScript and may be absent; the site works without it.
let receiver;
async function inquiry(req, res) {
  receiver ??= import('./inquiry-receiver.ts').catch(() => null);
  const module = await receiver;
  if (!module?.handleInquiry) {
    res.writeHead(503, { 'Content-Type': 'application/json', ...securityHeaders });
    return res.end(JSON.stringify({ status: 'error', message: 'The inquiry receiver is not available.' }));
  }
  return module.handleInquiry(req, res);
}

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (pathname === '/api/inquiry') return inquiry(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders });
    return res.end();
  }
  // Extension-less paths are pages: only `<path>/index.html` may answer them.
  return files(req, res, () => notFound(req, res));
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}`);
});
