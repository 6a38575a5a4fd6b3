// A stand-in for Sanity: the query API (evaluating whatever GROQ the client
// sends with groq-js over Sanity-shaped documents the test can change) and, on
// another origin, the image CDN that serves the posts' images, as
// api.sanity.io and cdn.sanity.io are different hosts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  listenOnLoopback,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type RecordedRequest,
} from './fake-servers';
import { FIXTURE_IMAGES, type SanityDocument } from './content-fixtures';
import { runQuery } from './groq-dataset';

export interface FakeContentService extends FakeServer {
  /** The dataset; push or remove documents to publish or unpublish. */
  documents: SanityDocument[];
  /** Back to evaluating queries after a test made the service fail with `respondWith`. */
  answerQueries(): void;
}

const QUERY_PATH = /^\/v(?:1|\d{4}-\d{2}-\d{2})\/data\/query\/[\w-]+$/;

/** The query and its parameters from a GET's search params (`$name=<JSON>`) or a POST's JSON body (`{ query, params }`). */
function receivedQuery(request: RecordedRequest): { query: string; params: Record<string, unknown> } {
  if (request.method === 'POST') {
    const body = JSON.parse(request.body || '{}') as { query?: string; params?: Record<string, unknown> };
    return { query: body.query ?? '', params: body.params ?? {} };
  }
  const params: Record<string, unknown> = {};
  for (const [name, value] of request.query) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  return { query: request.query.get('query') ?? '', params };
}

/** Answers as Content Lake does: `{ query, result, ms }`, or 400 with `queryParseError` for a query it cannot run. */
export async function startFakeContentService(port: number, documents: SanityDocument[]): Promise<FakeContentService> {
  const held = [...documents];
  const answerQueries: FakeHandler = async (request) => {
    if (!QUERY_PATH.test(request.path) || !['GET', 'POST'].includes(request.method)) {
      return { status: 404, body: { error: 'Not Found', message: 'Not Found', statusCode: 404 } };
    }
    const started = performance.now();
    const { query, params } = receivedQuery(request);
    if (query === '') {
      return { status: 400, body: { error: { description: 'Query is missing', type: 'queryParseError' } } };
    }
    const outcome = await runQuery(held, query, params, {
      perspective: request.query.get('perspective') ?? undefined,
      authorized: request.headers.authorization !== undefined,
    });
    if (!outcome.ok) return { status: 400, body: outcome.body };
    return { body: { query, result: outcome.result, ms: Math.round(performance.now() - started) } };
  };
  const server = await startFakeServer(port, answerQueries);
  return Object.assign(server, { documents: held, answerQueries: () => server.respondWith(answerQueries) });
}

export interface FakeCdn {
  url: string;
  port: number;
  /** Image requests in arrival order (path and query), so tests can see the sizes asked for. */
  requests: URL[];
  close(): Promise<void>;
}

const imageFiles = new Map<string, string>(Object.values(FIXTURE_IMAGES).map((image) => [image.hash, image.file]));

/**
 * The image transformations the site asks for, as Sanity's image CDN applies them: `w` and `h`
 * (cropped to fill with `fit=crop`, never larger than the asset) and `auto=format`, which answers
 * AVIF to a browser that accepts it and WebP otherwise.
 */
async function transform(
  bytes: Buffer,
  query: URLSearchParams,
  accept: string,
): Promise<{ body: Buffer; type: string }> {
  const width = Number(query.get('w')) || undefined;
  const height = Number(query.get('h')) || undefined;
  let image = sharp(bytes);
  if (width || height) {
    image = image.resize(width, height, {
      fit: query.get('fit') === 'crop' ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
  }
  if (query.get('auto') === 'format' && accept.includes('image/avif')) {
    // Real AVIF, encoded at the least effort: sharp's default took 2.7 s for a 1200 px picture on an idle core,
    // and a loaded run's article pictures then took over 10 s to arrive (effort 0: 0.1 s).
    return { body: await image.avif({ effort: 0 }).toBuffer(), type: 'image/avif' };
  }
  return { body: width || height ? await image.webp().toBuffer() : bytes, type: 'image/webp' };
}

/** Serves `/images/<project>/<dataset>/<hash>-<w>x<h>.<ext>` from the bundled post artwork; anything else is 404. */
export async function startFakeCdn(port: number): Promise<FakeCdn> {
  const requests: URL[] = [];
  const answers = new Map<string, Promise<{ body: Buffer; type: string }>>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(url);
      const match = url.pathname.match(/^\/images\/[\w-]+\/[\w-]+\/([0-9a-f]+)-\d+x\d+\.(webp|png|jpg)$/);
      const file = match && imageFiles.get(match[1]!);
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Not Found', message: 'Asset not found', statusCode: 404 }));
        return;
      }
      // Each answer is kept, per address and format, as the real CDN caches its transformations.
      const key = `${url.pathname}${url.search} ${req.headers.accept?.includes('image/avif') ? 'avif' : 'other'}`;
      let answer = answers.get(key);
      if (!answer) {
        const bytes = await readFile(join(process.cwd(), 'public/media/posts', file));
        answer = transform(bytes, url.searchParams, req.headers.accept ?? '');
        answers.set(key, answer);
      }
      const { body, type } = await answer;
      res.writeHead(200, { 'Content-Type': type, Vary: 'Accept', 'Cache-Control': 'public, max-age=31536000' });
      res.end(body);
    })();
  });
  return { ...(await listenOnLoopback(server, port)), requests };
}
