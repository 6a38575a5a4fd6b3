// A stand-in for Sanity: the content API (answering the site's three GROQ
// queries from a list of posts the test can change) and, on another origin,
// the image CDN that serves the posts' images, as api.sanity.io and
// cdn.sanity.io are different hosts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { listenOnLoopback, startFakeServer, type FakeHandler, type FakeServer } from './fake-servers';
import { FIXTURE_IMAGES, type FixturePost } from './content-fixtures';

export interface FakeContentService extends FakeServer {
  /** The posts the service holds; add or remove to publish or unpublish. */
  posts: FixturePost[];
  /** Back to answering from `posts` after a test made the service fail with `respondWith`. */
  answerPosts(): void;
}

const categorySlug = (title: string) => title.trim().toLowerCase();
const withoutBody = ({ body: _body, ...post }: FixturePost) => post;

/** Answers as Sanity's query endpoint does: `{ query, result, ms }`, newest first, bodies only where projected. */
export async function startFakeContentService(port: number, posts: FixturePost[]): Promise<FakeContentService> {
  const held = [...posts];
  const newestFirst = () => [...held].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const answerFromPosts: FakeHandler = (request) => {
    const query = request.query.get('query') ?? '';
    if (!/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(request.path) || query === '') {
      return { status: 400, body: { error: { description: 'Query is missing', type: 'queryParseError' } } };
    }
    const answer = (result: unknown) => ({ body: { query, result, ms: 1 } });
    if (request.query.has('$slug')) {
      const slug = JSON.parse(request.query.get('$slug') ?? '""') as string;
      return answer(held.find((post) => post.slug.current === slug) ?? null);
    }
    if (request.query.has('$slugs')) {
      const slugs = JSON.parse(request.query.get('$slugs') ?? '[]') as string[];
      const inCategories = newestFirst().filter((post) =>
        (post.categories ?? []).some((category) => slugs.includes(categorySlug(category.title))),
      );
      return answer(inCategories.map(withoutBody));
    }
    return answer(newestFirst());
  };
  const server = await startFakeServer(port, answerFromPosts);
  return Object.assign(server, { posts: held, answerPosts: () => server.respondWith(answerFromPosts) });
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
    return { body: await image.avif().toBuffer(), type: 'image/avif' };
  }
  return { body: width || height ? await image.webp().toBuffer() : bytes, type: 'image/webp' };
}

/** Serves `/images/<project>/<dataset>/<hash>-<w>x<h>.<ext>` from the bundled post artwork; anything else is 404. */
export async function startFakeCdn(port: number): Promise<FakeCdn> {
  const requests: URL[] = [];
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
      const bytes = await readFile(join(process.cwd(), 'public/media/posts', file));
      const { body, type } = await transform(bytes, url.searchParams, req.headers.accept ?? '');
      res.writeHead(200, { 'Content-Type': type, Vary: 'Accept', 'Cache-Control': 'public, max-age=31536000' });
      res.end(body);
    })();
  });
  return { ...(await listenOnLoopback(server, port)), requests };
}
