import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchAllPosts, fetchPostBySlug, fetchPostsByCategory } from '@/lib/content-service';
import { buildPostsByCategoryQuery } from '@/lib/content-service/query';
import {
  FIXTURE_AUTHOR,
  fixtureImageUrl,
  postDocument,
  SEED_PUBLISHED,
  seedDocuments,
} from '../support/content-fixtures';
import { startFakeContentService, type FakeContentService } from '../support/fake-content-service';

// The site's real client code (@sanity/client and the zod schemas) against the
// fake content service, which evaluates whatever GROQ arrives with groq-js over
// Sanity-shaped documents: a query that selects the wrong thing fails here.
const cdnUrl = 'https://cdn.sanity.io';
const seeds = seedDocuments(cdnUrl);
const everyCategory = ['news', 'initiatives', 'insights'];
let service: FakeContentService;
const config = () => ({ projectId: 'test', dataset: 'production', apiVersion: '2024-03-11', apiHost: service.url });

beforeAll(async () => {
  service = await startFakeContentService(0, seeds);
});
afterAll(() => service.close());
afterEach(() => {
  service.documents.splice(0, service.documents.length, ...seeds);
  service.requests.splice(0);
  vi.restoreAllMocks();
});

describe('the site GROQ over Sanity-shaped documents', () => {
  it('finds a category by its slug even when its title differs, resolving image, categories and author', async () => {
    const posts = await fetchPostsByCategory(['insights'], config());
    expect(posts).toEqual([
      {
        title: 'Orchestrating Agents in Production',
        slug: { current: 'orchestrating-agents-in-production' },
        publishedAt: '2026-09-10T08:00:00Z',
        updatedAt: '2026-09-12T16:40:00Z',
        excerpt: 'What changes when five agents share one queue, and the three rules that kept ours calm.',
        mainImage: {
          asset: { url: fixtureImageUrl(cdnUrl, 'orchestration') },
          alt: 'Illustration for orchestrating-agents-in-production',
        },
        categories: [{ title: 'AI Insights' }],
        author: { name: FIXTURE_AUTHOR.name },
      },
    ]);
  });

  it('lists the published posts of any of the categories newest first, without drafts or undated posts', async () => {
    const posts = await fetchPostsByCategory(everyCategory, config());
    expect(posts.map((post) => post.slug.current)).toEqual(SEED_PUBLISHED.map((post) => post.slug));
    expect(posts.map((post) => post.title)).toEqual(SEED_PUBLISHED.map((post) => post.title));
    const withoutImage = posts.find((post) => post.slug.current === 'field-notes-three-handoffs-we-removed');
    expect(withoutImage?.mainImage).toBeNull();
    expect(posts.find((post) => post.slug.current === 'receptionist-pilot-results')?.author).toBeUndefined();
    expect((await fetchPostsByCategory(['news'], config())).map((post) => post.slug.current)).toEqual([
      'receptionist-pilot-results',
    ]);
  });

  it('asks for the published perspective, and the drafts stay private', async () => {
    const published = await fetchPostBySlug('orchestrating-agents-in-production', config());
    expect(published?.title).toBe('Orchestrating Agents in Production');
    expect(await fetchPostBySlug('an-idea-still-in-drafts', config())).toBeNull();
    expect(service.requests.at(-1)?.query.get('perspective')).toBe('published');
  });

  it('reads one post with a body of every Portable Text node the schema allows, inline images resolved', async () => {
    const post = await fetchPostBySlug('orchestrating-agents-in-production', config());
    const body = post?.body ?? [];
    // The stored shape of text blocks, read loosely: which styles, lists and marks arrived.
    const blocks = body.filter((node) => node._type === 'block') as {
      style?: string;
      listItem?: string;
      children: { marks?: string[] }[];
    }[];
    const styles = blocks.filter((block) => !block.listItem).map((block) => block.style);
    expect(new Set(styles)).toEqual(new Set(['normal', 'h2', 'h3', 'h4', 'blockquote']));
    expect(new Set(blocks.map((block) => block.listItem).filter(Boolean))).toEqual(new Set(['bullet', 'number']));
    const marks = blocks.flatMap((block) => block.children.flatMap((child) => child.marks ?? []));
    expect(marks).toEqual(expect.arrayContaining(['strong', 'em', 'code', 'primer']));
    expect(body.find((node) => node._type === 'code')).toMatchObject({ language: 'typescript', filename: 'route.ts' });
    expect(body.find((node) => node._type === 'image')).toEqual({
      _type: 'image',
      _key: expect.any(String),
      alt: 'Agents handing tasks along a glowing line',
      caption: 'The hand-off line on our operations board.',
      asset: { url: fixtureImageUrl(cdnUrl, 'receptionist') },
    });
  });

  it('never opens a post without a date by its address', async () => {
    expect(await fetchPostBySlug('half-written-import', config())).toBeNull();
  });

  it('prerenders every published post with its body', async () => {
    const posts = await fetchAllPosts(config());
    expect(posts.map((post) => post.slug.current)).toEqual(SEED_PUBLISHED.map((post) => post.slug));
    expect(posts.every((post) => (post.body?.length ?? 0) > 0)).toBe(true);
  });
});

describe('one bad document never empties a list', () => {
  it('keeps every valid post and names the one left out in a development warning', async () => {
    // Dated and addressed, so the query returns it, but untitled: the site cannot render it.
    const untitled = postDocument('untitled-but-dated', { publishedAt: '2026-10-01T08:00:00Z', categories: ['news'] });
    delete untitled['title'];
    service.documents.push(untitled);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const posts = await fetchPostsByCategory(everyCategory, config());
    expect(posts.map((post) => post.slug.current)).toEqual(SEED_PUBLISHED.map((post) => post.slug));
    expect(warn).toHaveBeenCalledWith(
      '[content service] Left out 1 of 4 posts the content service returned: untitled-but-dated (title: Invalid input: expected string, received null)',
    );
  });

  it('shows the other posts when the query lacks the publishable filter and an undated post sorts first', async () => {
    // The query as it was before the filter: without a date, a post sorts first under `order(publishedAt desc)`.
    const unfiltered = buildPostsByCategoryQuery().replace('defined(slug.current) && defined(publishedAt) && ', '');
    const { createContentClient } = await import('@/lib/content-service/client');
    const { parsePostList } = await import('@/lib/content-service/schema');
    const answer: unknown = await createContentClient(config()).fetch(unfiltered, { slugs: everyCategory });
    const { posts, rejected } = parsePostList(answer);
    expect(rejected).toEqual([
      { index: 0, slug: 'half-written-import', problem: expect.stringContaining('publishedAt') },
    ]);
    expect(posts.map((post) => post.slug.current)).toEqual(SEED_PUBLISHED.map((post) => post.slug));
  });
});

describe('the query endpoint as Content Lake answers it', () => {
  it('answers a GROQ syntax error with 400 and the queryParseError body, which the client rejects with', async () => {
    const response = await fetch(
      `${service.url}/v2024-03-11/data/query/production?query=${encodeURIComponent('*[_type == "post"')}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'queryParseError',
        description: 'Unexpected end of query',
        query: '*[_type == "post"',
        start: 16,
        end: 17,
      },
    });
    const { createContentClient } = await import('@/lib/content-service/client');
    await expect(createContentClient(config()).fetch('*[_type == $type]')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('param $type referenced, but not provided'),
    });
  });

  it('wraps the result in the envelope', async () => {
    const response = await fetch(
      `${service.url}/v2024-03-11/data/query/production?query=count(*%5B_type%3D%3D%22post%22%5D)`,
    );
    expect(await response.json()).toEqual({ query: 'count(*[_type=="post"])', result: 4, ms: expect.any(Number) });
  });

  it('the client switches to POST past 11,264 characters, and the answer is the same', async () => {
    const short = await fetchPostsByCategory(everyCategory, config());
    expect(service.requests.at(-1)?.method).toBe('GET');
    // Many category slugs (a site owner's long list) push the encoded query past Sanity's GET limit.
    const many = [...everyCategory, ...Array.from({ length: 600 }, (_, i) => `unused-category-${i}`)];
    const long = await fetchPostsByCategory(many, config());
    const request = service.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v2024-03-11/data/query/production');
    const body = JSON.parse(request.body) as { query: string; params: { slugs: string[] } };
    expect(body.query).toBe(buildPostsByCategoryQuery());
    expect(body.params.slugs).toHaveLength(603);
    expect(long).toEqual(short);
  });
});
