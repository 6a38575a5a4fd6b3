// Serves the built site like a CDN (see scripts/site-server.ts) and receives
// POST /api/inquiry. Every malformed or hostile request gets an error answer
// and a log line; the process keeps serving. SIGTERM and SIGINT stop it
// gracefully: no new connections, requests in flight answered, then exit.
// Usage: node --import tsx scripts/serve.ts [--port 4173] [--dir dist] [--host 127.0.0.1] [--request-timeout 30000]
//        [--shutdown-timeout 30000]
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { loadEnv } from 'vite';
import { contentServiceConfigFrom } from '../src/lib/content-service/unbuilt-post.ts';
import { securityHeaders } from './http-headers.ts';
import { createSiteApp } from './site-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
    // How long a client may take to send a whole request (headers get a third of it).
    'request-timeout': { type: 'string', default: '30000' },
    // How long requests in flight may take to finish after SIGTERM before their connections are cut.
    'shutdown-timeout': { type: 'string', default: '30000' },
  },
});

// The content service the build used (the same VITE_SANITY_* variables and .env files as `vite build`), asked
// whether a post address the build did not prerender names a post.
const contentService = contentServiceConfigFrom(loadEnv('production', process.cwd(), 'VITE_SANITY_'));
const app = createSiteApp({ root: values.dir, contentService });
const listener = getRequestListener(app.fetch, {
  // A request Node could parse but no URL can be built from (`//x:99999/`).
  errorHandler(error) {
    console.error(`[serve] Refused a malformed request: ${String(error)}`);
    return new Response('Bad request', { status: 400, headers: securityHeaders });
  },
});

// A client that trickles its headers or body is answered 408 and cut off instead of holding the server.
const requestTimeout = Number(values['request-timeout']);
const server = createServer(
  {
    requestTimeout,
    headersTimeout: Math.ceil(requestTimeout / 3),
    connectionsCheckingInterval: Math.min(1000, requestTimeout),
  },
  listener,
);
const clientErrorStatus: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  console.error(`[serve] Client error: ${error.code ?? error.message}`);
  if (!socket.writable || socket.destroyed) return socket.destroy();
  const status = (error.code && clientErrorStatus[error.code]) ?? '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\n\r\n`);
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Serving ${values.dir}/ at http://${values.host}:${port}`);
});

// Stop accepting, let every request in flight get its answer, then exit. Idle keep-alive connections
// close at once; busy ones close right after their answer, which says `Connection: close`.
let stopping = false;
const unanswered = new Set<ServerResponse>();
server.on('request', (_request, res: ServerResponse) => {
  if (stopping) res.setHeader('Connection', 'close');
  unanswered.add(res);
  res.on('close', () => unanswered.delete(res));
});
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`[serve] ${signal}: finishing requests in flight, then exiting`);
  for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
  server.close(() => {
    console.log('[serve] Stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    console.error('[serve] Requests still in flight after the shutdown timeout: cutting them off');
    server.closeAllConnections();
    process.exit(1);
  }, Number(values['shutdown-timeout'])).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
