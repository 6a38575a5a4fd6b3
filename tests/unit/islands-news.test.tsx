// @vitest-environment jsdom
import { act, createElement, use, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentPost } from '@/content/types';
import { bundledPosts } from '@/content/posts';
import { blogPage as blog } from '@/content/pages/blog';
import { site } from '@/config/site';
import { NewsSection, NEWS_CATEGORIES } from '@/components/news/news-section';
import { summaryFromContentPost } from '@/components/news/post-summary';
import { BlogPage } from '@/templates/blog-page';
import { startIslandCapture } from '@/islands/early/island-capture';
import { ISLAND_READY } from '@/islands/island-element';
import { parseProps as parseNewsProps } from '@/islands/news.island';
import { parseProps as parsePostListProps } from '@/islands/post-list.island';
import { wordpressPost } from '../support/fake-servers';
import { hydrate, press, unmountIslands } from '../support/islands-jsdom';

// The home page's news cards and the blog's post list as islands: the server's mark with the build's posts as the
// cards' summaries, hydrated by the runtime, then fetching as the app does (the blog API, the content service).
// tests/e2e/blog-api.spec.ts and content-service.spec.ts drive the same states against local services.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

// The content service, as the list asks it (its client and the fake service are tests/e2e's).
const contentService = vi.hoisted(() => ({
  configured: false,
  answer: (_slugs: readonly string[]): Promise<ContentPost[]> => Promise.reject(new Error('not asked for')),
  asked: [] as string[][],
}));
vi.mock('@/lib/content-service/fetch-posts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/content-service/fetch-posts')>()),
  isContentServiceConfigured: () => contentService.configured,
  fetchPostsByCategory: (slugs: readonly string[]) => {
    contentService.asked.push([...slugs]);
    return contentService.answer(slugs);
  },
}));

// What the islands build's server does (scripts/vite-island-marks.ts): the page's sections render the island's
// mark, the island's own code the real component. One module serves both here, told apart as an island's tree is
// (InsideIsland, which only the island's root provides).
const marks = vi.hoisted(() => ({}) as Record<string, ComponentType<never>>);
vi.mock('@/components/news/news-feed', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/news/news-feed')>();
  const { InsideIsland } = await import('@/islands/island-root');
  return {
    NewsFeed: (props: never) => createElement(use(InsideIsland) ? real.NewsFeed : marks.news!, props),
  };
});
vi.mock('@/components/news/post-list', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/news/post-list')>();
  const { InsideIsland } = await import('@/islands/island-root');
  return {
    PostList: (props: never) => createElement(use(InsideIsland) ? real.PostList : marks['post-list']!, props),
  };
});

beforeAll(async () => {
  marks.news = (await import('@/islands/news-mark')).NewsFeed as ComponentType<never>;
  marks['post-list'] = (await import('@/islands/post-list-mark')).PostList as ComponentType<never>;
  startIslandCapture();
});

const blogApiBase = site.blogApiBase;
afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.earlyPresses!.length = 0;
  Object.assign(site, { blogApiBase });
  Object.assign(contentService, { configured: false, asked: [] });
});

/** The section as the islands prerender writes it, and its island. */
function served(element: React.ReactElement) {
  document.body.innerHTML = renderToString(element);
  const islands = document.body.querySelectorAll('infinyte-island');
  expect(islands, 'one island, none inside it').toHaveLength(1);
  return islands[0]!;
}

const homeNews = () => served(<NewsSection id="news" />);
const blogList = () => served(<BlogPage page={blog} posts={bundledPosts} />);

/** Presses a link, and says whether its press reached the page unstopped (then stops it: jsdom cannot navigate). */
function pressLink(link: Element) {
  let reached = false;
  const follow = (event: Event) => {
    reached = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', follow);
  press(link);
  document.removeEventListener('click', follow);
  return reached;
}

/** Lets the island's fetches answer (a dynamic import, a promise), React's updates flushed, until `done`. */
async function until(done: () => boolean) {
  for (let round = 0; round < 200 && !done(); round++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(done(), 'the island settled').toBe(true);
}

/** An island with no control of its own before its code: a card's link is followed, and no press is kept. */
function expectLinksAnsweredNatively(island: Element) {
  expect(island.querySelectorAll('button, [role="button"]')).toHaveLength(0);
  expect(pressLink(island.querySelector('article a')!), 'the link follows').toBe(true);
  expect(window.earlyPresses).toEqual([]);
}

const cardTitles = (island: Element) =>
  [...island.querySelectorAll('[data-slot="post-grid"] article h3, [data-slot="post-grid"] article h2')].map(
    (heading) => heading.textContent,
  );
const state = (island: Element) => island.querySelector('[data-slot="news-state"]')?.getAttribute('data-state');
const retry = (island: Element) =>
  [...island.querySelectorAll('button')].find((button) => button.textContent === 'Try again');

const newsOfBundle = bundledPosts.filter((post) =>
  post.categories.some((category) => NEWS_CATEGORIES.includes(category.title.toLowerCase())),
);
const summaryKeys = ['categories', 'date', 'excerpt', 'href', 'imageSrc', 'key', 'title'];

describe('the news island (home)', () => {
  it("carries the cards' summaries of the build's posts and the query, never the posts module", () => {
    const island = homeNews();
    expect(island.getAttribute('name')).toBe('news');
    expect(island.closest('section#news'), 'the section around it is static').not.toBeNull();
    expect(island.querySelector('h2'), "the section's heading is not the island's").toBeNull();
    const props = parseNewsProps(JSON.parse(island.getAttribute('props')!));
    expect(props.posts).toEqual(newsOfBundle.slice(0, 3).map(summaryFromContentPost));
    expect(Object.keys(props.posts[0]!).sort()).toEqual(summaryKeys);
    expect(props).toMatchObject({ limit: 3, categories: NEWS_CATEGORIES, tag: site.blogNewsTag });
    expect(cardTitles(island)).toEqual(props.posts.map((post) => post.title));
  });

  it('hydrates without a mismatch, is ready once its code has run, and with no service configured asks none', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const island = homeNews();
    const markup = island.innerHTML;
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(island.innerHTML, "the build's posts, as the app leaves them").toBe(markup);
    expect(fetch).not.toHaveBeenCalled();
    expect(contentService.asked).toEqual([]);
  });

  it('reports a mismatch where the props are not the cards it was rendered with (the check can fail)', async () => {
    const island = homeNews();
    const props = parseNewsProps(JSON.parse(island.getAttribute('props')!));
    island.setAttribute('props', JSON.stringify({ ...props, posts: props.posts.slice(1) }));
    const { recoverable, consoleErrors } = await hydrate(island);
    expect([...recoverable, ...consoleErrors].length).toBeGreaterThan(0);
  });

  it("shows the blog API's failure as the designed error, and its retry brings the posts", async () => {
    Object.assign(site, { blogApiBase: 'https://blog.test/wp-json' });
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('Down for maintenance', { status: 503 }))
      .mockResolvedValueOnce(Response.json([wordpressPost(7, 'back-online')]));
    vi.stubGlobal('fetch', fetch);
    const island = homeNews();
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);

    await until(() => state(island) === 'error');
    expect(island.querySelector('[data-state="error"]')!.textContent).toContain('Down for maintenance');
    expect(fetch.mock.calls[0]![0]).toBe('https://blog.test/wp-json/wp/v2/posts?_embed&tags=1');

    await act(async () => retry(island)!.click());
    await until(() => cardTitles(island).length > 0 && state(island) === undefined);
    expect(cardTitles(island)).toEqual([expect.stringMatching(/^Post 7 & friends/)]);
    const link = island.querySelector('article a')!;
    expect(link.getAttribute('href')).toBe('https://blog.infinyte.ai/back-online/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(contentService.asked, 'the blog answers, not the content service').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('before its code, answers its links natively: it has no control to keep (the retry comes with its fetch)', () => {
    expectLinksAnsweredNatively(homeNews());
  });

  it('refuses props that are not cards and a query', () => {
    const props = { posts: newsOfBundle.slice(0, 1).map(summaryFromContentPost), limit: 3, categories: [], tag: '1' };
    expect(parseNewsProps(props)).toEqual(props);
    expect(() => parseNewsProps({ ...props, posts: newsOfBundle.slice(0, 1) })).toThrow(
      "not the posts' cards and the query",
    );
    const card = props.posts[0]!;
    expect(() => parseNewsProps({ ...props, posts: [{ ...card, href: 'javascript:alert(1)' }] })).toThrow('news');
    expect(() => parseNewsProps({ ...props, posts: [{ ...card, body: [] }] })).toThrow('news');
    expect(() => parseNewsProps({ ...props, tag: 12 })).toThrow('news');
  });
});

describe('the post list island (/blog)', () => {
  it("carries the cards' summaries of the build's posts, without their bodies", () => {
    const island = blogList();
    expect(island.getAttribute('name')).toBe('post-list');
    expect(island.closest('section#latest-posts')).not.toBeNull();
    const props = parsePostListProps(JSON.parse(island.getAttribute('props')!));
    expect(props).toEqual({ posts: bundledPosts.map(summaryFromContentPost), headingLevel: 3 });
    expect(Object.keys(props.posts![0]!).sort()).toEqual(summaryKeys);
    expect(cardTitles(island)).toEqual(bundledPosts.map((post) => post.title));
  });

  it('hydrates without a mismatch, is ready once its code has run, and with no service configured asks none', async () => {
    const island = blogList();
    const markup = island.innerHTML;
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(island.hasAttribute(ISLAND_READY)).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(island.innerHTML).toBe(markup);
    expect(contentService.asked).toEqual([]);
  });

  it("keeps the build's posts on screen through a failing refresh, with the designed error and a retry that recovers", async () => {
    contentService.configured = true;
    let answer!: { resolve: (posts: ContentPost[]) => void; reject: (error: unknown) => void };
    contentService.answer = () => new Promise((resolve, reject) => (answer = { resolve, reject }));
    const island = blogList();
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(contentService.asked).toEqual([['initiatives', 'insights', 'news']]);
    expect(cardTitles(island), 'never a blank while it asks').toHaveLength(bundledPosts.length);

    await act(async () => answer.reject(Object.assign(new Error('HTTP 400'), { responseBody: 'Query is invalid' })));
    await until(() => state(island) === 'error');
    expect(cardTitles(island)).toHaveLength(bundledPosts.length);
    expect(island.querySelector('[data-state="error"]')!.textContent).toContain('Query is invalid');

    await act(async () => retry(island)!.click());
    expect(contentService.asked).toHaveLength(2);
    await act(async () => answer.resolve(bundledPosts.slice(0, 2)));
    await until(() => state(island) === undefined);
    expect(cardTitles(island)).toEqual(bundledPosts.slice(0, 2).map((post) => post.title));
    expect(consoleErrors).toEqual([]);
  });

  it('with no posts from the build, shows the loading state and then what the service answers', async () => {
    contentService.configured = true;
    let answer!: (posts: ContentPost[]) => void;
    contentService.answer = () => new Promise((resolve) => (answer = resolve));
    const island = served(<BlogPage page={blog} posts={undefined} />);
    expect(parsePostListProps(JSON.parse(island.getAttribute('props')!))).toEqual({ headingLevel: 3 });
    const { recoverable } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(state(island)).toBe('loading');
    expect(contentService.asked).toHaveLength(1);
    await act(async () => answer(bundledPosts.slice(0, 1)));
    await until(() => state(island) === undefined);
    expect(cardTitles(island)).toEqual([bundledPosts[0]!.title]);
  });

  it('before its code, answers its links natively: it has no control to keep', () => {
    expectLinksAnsweredNatively(blogList());
  });

  it('refuses props that are not cards and categories', () => {
    expect(parsePostListProps({})).toEqual({});
    expect(() => parsePostListProps({ posts: bundledPosts })).toThrow("not the posts' cards and the categories");
    expect(() => parsePostListProps({ headingLevel: 1 })).toThrow('post list');
    expect(() => parsePostListProps({ categories: 'news' })).toThrow('post list');
  });
});
