// The Node server (`npm start`) at a post address the build did not prerender:
// it asks the content service (the fake, which runs the site's GROQ with
// groq-js) through the site's own client code, and answers the shell (200)
// for a post the service has, the not-found page (404) for one it does not.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { createSiteApp, type SiteAppOptions } from '../../scripts/site-server';
import { POST_SHELL_PAGE } from '@/lib/content-service/post-shell';
import { buildPostExistsQuery } from '@/lib/content-service/query';
import { postDocument, SEED_PUBLISHED, seedDocuments } from '../support/content-fixtures';
import { startFakeContentService, type FakeContentService } from '../support/fake-content-service';

const page = (title: string, root = '<div id="root">') =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>${title}</title></head><body>${root}<h1>${title}</h1></div></body></html>`;
const SHELL = page('Loading the post', '<div id="root" data-post-shell="">');
const NOT_FOUND = page('We Could Not Find That Page');
const [built] = SEED_PUBLISHED;

let dir: string;
let service: FakeContentService;
const seeds = seedDocuments('https://cdn.sanity.io');
const config = () => ({ projectId: 'test', dataset: 'production', apiVersion: '2024-03-11', apiHost: service.url });
const logged: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-unbuilt-post-'));
  await mkdir(join(dir, POST_SHELL_PAGE), { recursive: true });
  await writeFile(join(dir, POST_SHELL_PAGE, 'index.html'), SHELL);
  await mkdir(join(dir, 'blog-details', built.slug), { recursive: true });
  await writeFile(join(dir, 'blog-details', built.slug, 'index.html'), page(built.title));
  await writeFile(join(dir, 'index.html'), page('Home'));
  await writeFile(join(dir, '404.html'), NOT_FOUND);
  service = await startFakeContentService(0, seeds);
});
afterAll(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  service.answerQueries();
  service.documents.splice(0, service.documents.length, ...seeds);
  service.requests.splice(0);
  logged.splice(0);
});

function get(path: string, options: Partial<SiteAppOptions> = {}, method = 'GET') {
  const app = createSiteApp({ root: dir, log: (line) => logged.push(line), contentService: config(), ...options });
  return app.fetch(new Request(`http://127.0.0.1${path}`, { method }));
}

const existenceQueries = () => service.requests.filter((r) => r.query.get('query') === buildPostExistsQuery());

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a post address with no file, under the Node server', () => {
  it('answers the shell (200) for a post published after the build, asking the service once by slug', async () => {
    service.documents.push(postDocument('published-after-the-build', { title: 'Published After the Build' }));
    const answer = await get('/blog-details/published-after-the-build/');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SHELL);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(existenceQueries().map((r) => r.query.get('$slug'))).toEqual(['"published-after-the-build"']);
    expect(existenceQueries()[0]!.query.get('perspective')).toBe('published');
  });

  it('answers the not-found page with 404 for a slug the service does not have', async () => {
    const answer = await get('/blog-details/no-such-post/');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(NOT_FOUND);
    expect(existenceQueries()).toHaveLength(1);
  });

  it('answers 404 for a post that is only a draft, and for one without a date', async () => {
    expect((await get('/blog-details/an-idea-still-in-drafts/')).status).toBe(404);
    expect((await get('/blog-details/half-written-import/')).status).toBe(404);
  });

  it('answers 404 to HEAD as to GET, without a body', async () => {
    const answer = await get('/blog-details/no-such-post', {}, 'HEAD');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
  });

  it('serves a prerendered post as built, without asking the service', async () => {
    const answer = await get(`/blog-details/${built.slug}/`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(page(built.title));
    expect(service.requests).toHaveLength(0);
  });

  it('answers 404 without asking when no service is configured: every bundled post is prerendered', async () => {
    const answer = await get('/blog-details/no-such-post/', { contentService: undefined });
    expect(answer.status).toBe(404);
    expect(service.requests).toHaveLength(0);
  });

  it('answers the shell when the service cannot be reached, and says so in the log', async () => {
    const apiHost = `http://127.0.0.1:${await closedPort()}`;
    const answer = await get('/blog-details/maybe-a-post/', { contentService: { ...config(), apiHost } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SHELL);
    expect(logged.join('\n')).toContain('/blog-details/maybe-a-post/: the content service did not answer');
  });

  it('answers the shell when the service fails or does not answer in time', async () => {
    service.respondWith(() => ({ status: 500, body: { error: 'Internal Server Error', statusCode: 500 } }));
    expect((await get('/blog-details/maybe-a-post/')).status).toBe(200);
    service.respondWith(() => new Promise(() => {}));
    const answer = await get('/blog-details/maybe-a-post/', { postCheckTimeoutMs: 200 });
    expect(answer.status).toBe(200);
    expect(logged).toHaveLength(2);
  });

  it('answers 404 for a malformed slug without asking', async () => {
    expect((await get('/blog-details/%E0%A4%A/')).status).toBe(404);
    expect(service.requests).toHaveLength(0);
  });
});
