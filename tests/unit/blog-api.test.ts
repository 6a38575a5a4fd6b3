// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogApiError, fetchNewsByTag, mapWordpressPost, wordpressPostSchema } from '@/lib/blog-api';
import { startFakeServer, wordpressPost, type FakeServer } from '../support/fake-servers';

describe('mapWordpressPost', () => {
  it('maps the fields the site reads', () => {
    const post = mapWordpressPost(wordpressPostSchema.parse(wordpressPost(42, 'launch-day')));
    expect(post).toEqual({
      id: 42,
      slug: 'launch-day',
      date: '2026-05-04T10:30:00',
      title: 'Post 42 & friends',
      subTitle: '<p>Excerpt of post 42.</p>',
      src: 'https://blog.infinyte.ai/wp-content/uploads/launch-day.webp',
      description: '<p>Body of post 42.</p>',
      category: { id: 7, name: 'News', slug: 'news' },
      comments: { id: 501, author_name: 'Grace', content: '<p>Great read.</p>' },
      link: 'https://blog.infinyte.ai/launch-day/',
    });
  });

  it('sanitises hostile HTML and tolerates missing embeds', () => {
    const post = mapWordpressPost(
      wordpressPostSchema.parse(
        wordpressPost(1, 'x', {
          title: { rendered: '<img src=x onerror=alert(1)>Hi' },
          content: {
            rendered: '<p onclick="steal()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">l</a>',
          },
          jetpack_featured_media_url: null,
          _embedded: undefined,
        }),
      ),
    );
    expect(post.title).toBe('Hi');
    expect(post.description).not.toMatch(/script|onclick|javascript|alert/i);
    expect(post.src).toBe('');
    expect(post.category).toBeNull();
    expect(post.comments).toBeNull();
  });
});

describe('fetchNewsByTag against a local server', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer(0, () => ({ body: [] }));
  });
  afterAll(() => server.close());

  it('GETs {base}/wp/v2/posts?_embed&tags={tag}', async () => {
    server.respondWith(() => ({ body: [wordpressPost(1, 'a'), wordpressPost(2, 'b')] }));
    const posts = await fetchNewsByTag(12, { base: `${server.url}/wp-json/` });
    expect(posts.map((p) => p.slug)).toEqual(['a', 'b']);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/wp-json/wp/v2/posts');
    expect([...request.query.keys()]).toEqual(['_embed', 'tags']);
    expect(request.query.get('_embed')).toBe('');
    expect(request.query.get('tags')).toBe('12');
  });

  it('rejects with the response body on an HTTP error', async () => {
    server.respondWith(() => ({ status: 503, body: 'maintenance', raw: true }));
    const error = await fetchNewsByTag(1, { base: server.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogApiError);
    expect((error as BlogApiError).responseBody).toBe('maintenance');
    expect((error as BlogApiError).status).toBe(503);
  });

  it('leaves out posts whose link is not https', async () => {
    server.respondWith(() => ({
      body: [
        wordpressPost(1, 'safe'),
        wordpressPost(2, 'plain-http', { link: 'http://blog.infinyte.ai/plain-http/' }),
        wordpressPost(3, 'script', { link: 'javascript:alert(1)' }),
        wordpressPost(4, 'relative', { link: '/\\evil.example/' }),
      ],
    }));
    const posts = await fetchNewsByTag(1, { base: server.url });
    expect(posts.map((post) => post.link)).toEqual(['https://blog.infinyte.ai/safe/']);
  });

  it('rejects an answer of the wrong shape', async () => {
    server.respondWith(() => ({ body: { code: 'rest_no_route' } }));
    await expect(fetchNewsByTag(1, { base: server.url })).rejects.toThrow();
  });

  it('refuses to run without a configured base', async () => {
    await expect(fetchNewsByTag(1, { base: '' })).rejects.toBeInstanceOf(BlogApiError);
  });
});

describe('newsReducer', () => {
  it('follows pending / fulfilled / rejected', async () => {
    const { initialNewsState, newsReducer } = await import('@/lib/blog-api');
    const pending = newsReducer({ ...initialNewsState, error: 'old' }, { type: 'pending', key: '3' });
    expect(pending).toEqual({ newsByTag: {}, loading: true, error: null });
    const done = newsReducer(pending, { type: 'fulfilled', key: '3', posts: [] });
    expect(done).toEqual({ newsByTag: { '3': [] }, loading: false, error: null });
    const failed = newsReducer(pending, { type: 'rejected', key: '3', error: new BlogApiError('x', 500, 'down') });
    expect(failed).toEqual({ newsByTag: {}, loading: false, error: 'down' });
  });
});
