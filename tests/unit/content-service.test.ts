import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPostsByCategoryQuery,
  categoryKey,
  fetchPostBySlug,
  fetchPostsByCategory,
  initialPostsState,
  postsReducer,
} from '@/lib/content-service';
import { bundledPosts } from '@/content/posts';
import { startFakeServer, type FakeServer } from '../support/fake-servers';

describe('query builder', () => {
  it('selects posts in any of $slugs, newest first, projecting only rendered fields', () => {
    const query = buildPostsByCategoryQuery();
    expect(query).toContain(
      '*[_type == "post" && defined(slug.current) && defined(publishedAt) && count((categories[]->slug.current)[@ in $slugs]) > 0]',
    );
    expect(query).toContain('| order(publishedAt desc)');
    expect(query.replace(/\s+/g, ' ')).toContain(
      '{ title, slug, publishedAt, "updatedAt": _updatedAt, excerpt, "mainImage": mainImage{alt, "asset": {"url": asset->url}}, "categories": categories[]->{title}, "author": author->{name} }',
    );
  });
});

describe('categoryKey', () => {
  it('trims, lower-cases, dedupes and sorts before joining', () => {
    expect(categoryKey([' News', 'insights', 'news ', 'INSIGHTS'])).toBe('insights,news');
    expect(categoryKey(['news', 'initiatives'])).toBe(categoryKey(['initiatives', 'news']));
    expect(categoryKey(['', '  '])).toBe('');
  });
});

describe('postsReducer', () => {
  const post = bundledPosts[0]!;

  it('pending sets loading and clears a previous error', () => {
    const state = postsReducer({ ...initialPostsState, error: 'boom' }, { type: 'pending', key: 'news' });
    expect(state).toEqual({ postsByCategory: {}, loading: true, error: null });
  });

  it('fulfilled stores the posts under their key and keeps other keys', () => {
    const before = { postsByCategory: { insights: [post] }, loading: true, error: null };
    const state = postsReducer(before, { type: 'fulfilled', key: 'news', posts: [] });
    expect(state).toEqual({ postsByCategory: { insights: [post], news: [] }, loading: false, error: null });
  });

  it('rejected stores the response body when there is one, else the message', () => {
    const loading = { ...initialPostsState, loading: true };
    const withBody = Object.assign(new Error('HTTP 500'), { responseBody: '{"error":"down"}' });
    expect(postsReducer(loading, { type: 'rejected', key: 'news', error: withBody })).toEqual({
      postsByCategory: {},
      loading: false,
      error: '{"error":"down"}',
    });
    expect(postsReducer(loading, { type: 'rejected', key: 'news', error: new Error('offline') }).error).toBe('offline');
  });
});

describe('bundled posts (no content service configured)', () => {
  it('holds the six articles, each with a body of 5 to 8 paragraphs, published in 2026', () => {
    expect(bundledPosts.map((p) => p.slug.current).sort()).toEqual([
      'agentic-orchestration-explained',
      'ai-receptionist-24-7-customer-care',
      'automate-in-house-workshop-lessons',
      'digital-workforce-first-90-days',
      'ethical-ai-by-design-checklist',
      'from-idea-to-mvp-in-30-days',
    ]);
    for (const post of bundledPosts) {
      expect(post.body?.length).toBeGreaterThanOrEqual(5);
      expect(post.body?.length).toBeLessThanOrEqual(8);
      expect(post.publishedAt.startsWith('2026-')).toBe(true);
      expect(post.mainImage?.asset.url).toBe(`/media/posts/${post.slug.current}.webp`);
    }
  });

  it('filters by category slug and orders newest first', async () => {
    const news = await fetchPostsByCategory(['NEWS']);
    expect(news.map((p) => p.slug.current)).toEqual([
      'from-idea-to-mvp-in-30-days',
      'ai-receptionist-24-7-customer-care',
    ]);
    const all = await fetchPostsByCategory(['news', 'initiatives', 'insights']);
    expect(all).toHaveLength(6);
    expect(all.map((p) => p.publishedAt)).toEqual([...all.map((p) => p.publishedAt)].sort().reverse());
  });

  it('finds one post by slug, or null', async () => {
    expect((await fetchPostBySlug('agentic-orchestration-explained'))?.title).toBe(
      'Agentic Orchestration, Explained Without the Hype',
    );
    expect(await fetchPostBySlug('missing')).toBeNull();
  });
});

describe('content service client against a local server', () => {
  let server: FakeServer;
  const config = () => ({ projectId: 'test', dataset: 'production', apiVersion: '2024-03-11', apiHost: server.url });

  beforeAll(async () => {
    server = await startFakeServer(0, () => ({ body: { result: [] } }));
  });
  afterAll(() => server.close());

  it('sends the query and $slugs to the dataset endpoint and validates the answer', async () => {
    server.respondWith(() => ({
      body: {
        result: [
          {
            title: 'Remote post',
            slug: { current: 'remote-post', _type: 'slug' },
            publishedAt: '2026-07-01T00:00:00Z',
            excerpt: null,
            mainImage: { asset: { url: 'https://cdn.example/p.webp' } },
            categories: [{ title: 'News' }, null],
          },
        ],
      },
    }));
    const posts = await fetchPostsByCategory(['news', ' Insights'], config());
    expect(posts).toEqual([
      {
        title: 'Remote post',
        slug: { current: 'remote-post' },
        publishedAt: '2026-07-01T00:00:00Z',
        excerpt: '',
        mainImage: { asset: { url: 'https://cdn.example/p.webp' } },
        categories: [{ title: 'News' }],
      },
    ]);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v2024-03-11/data/query/production');
    expect(request.query.get('query')).toBe(buildPostsByCategoryQuery());
    expect(request.query.get('$slugs')).toBe('["insights","news"]');
    expect(request.headers['x-sanity-project-id']).toBe('test');
  });

  it('rejects with the service error when it fails', async () => {
    server.respondWith(() => ({ status: 500, body: { error: 'Dataset not found' } }));
    await expect(fetchPostsByCategory(['news'], config())).rejects.toThrow();
  });
});
