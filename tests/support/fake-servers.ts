// Local stand-ins for the outside services (webhook, content service, blog API).
// They listen on 127.0.0.1 only, allow any origin (the site calls them from the
// browser) and record every request so tests can assert exactly what was sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Send `body` as is (already a string) instead of as JSON. */
  raw?: boolean;
  /** Content-Type of a raw body (default text/plain), e.g. a script. */
  contentType?: string;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  url: string;
  port: number;
  /** Requests other than CORS preflights, in arrival order. */
  requests: RecordedRequest[];
  respondWith(handler: FakeHandler): void;
  close(): Promise<void>;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts a recording server; port 0 picks a free one. */
export async function startFakeServer(port: number, handler: FakeHandler): Promise<FakeServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(recorded);
      const answer = await current(recorded);
      res.writeHead(answer.status ?? 200, {
        ...cors,
        'Content-Type': answer.raw
          ? (answer.contentType ?? 'text/plain; charset=utf-8')
          : 'application/json; charset=utf-8',
      });
      res.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body));
    })();
  });

  const listening = await listenOnLoopback(server, port);
  return {
    ...listening,
    requests,
    respondWith(next) {
      current = next;
    },
  };
}

/** Listens on 127.0.0.1 (port 0 picks a free one); `close` also ends kept-alive connections. */
export async function listenOnLoopback(server: Server, port: number) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Fixed ports of the configured build (`dist-configured`, see playwright.config.ts). */
export const FAKE_PORTS = { webhook: 4597, blogApi: 4598, contentService: 4599, contentCdn: 4600 } as const;
/** Fixed port of the fake analytics vendor of the analytics build (`dist-analytics`, `.env.analytics`). */
export const FAKE_VENDOR_PORT = 4596;

/** A WordPress post as the blog API returns it with `_embed`. */
export function wordpressPost(id: number, slug: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug,
    date: '2026-05-04T10:30:00',
    link: `https://blog.infinyte.ai/${slug}/`,
    title: { rendered: `Post ${id} &amp; friends` },
    excerpt: { rendered: `<p>Excerpt of post ${id}.</p>` },
    content: { rendered: `<p>Body of post ${id}.</p>` },
    jetpack_featured_media_url: `https://blog.infinyte.ai/wp-content/uploads/${slug}.webp`,
    _embedded: {
      'wp:term': [[{ id: 7, name: 'News', slug: 'news', taxonomy: 'category' }], [{ id: 12, name: 'AI', slug: 'ai' }]],
      replies: [[{ id: 501, author_name: 'Grace', content: { rendered: '<p>Great read.</p>' } }]],
    },
    ...overrides,
  };
}
