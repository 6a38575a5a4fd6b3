// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildFeed, FEED_TITLE } from '@/lib/seo/feed';
import { postPath } from '@/app/route-table';
import { bundledPosts } from '@/content/posts';
import { parsePostList } from '@/lib/content-service/schema';
import { buildAllPostsQuery } from '@/lib/content-service/query';
import { postDocument, seedDocuments } from '../support/content-fixtures';
import { queryResult } from '../support/groq-dataset';

// The RSS 2.0 feed, checked as a feed validator would: well-formed XML, the
// channel's required elements, and for every post an item with a title, an
// absolute link, a stable guid, an RFC 822 date and a description.
const site = { name: 'Infinyte', origin: 'https://infinyte.ai', description: 'Ideas on AI & automation.' };
const documents = [
  ...seedDocuments('https://cdn.sanity.io'),
  postDocument('markup-in-titles', { title: 'Agents <and> people & "quotes"', excerpt: ']]> is safe' }),
];
const cmsPosts = parsePostList(await queryResult(documents, buildAllPostsQuery())).posts;
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? null;

describe.each([
  ['the bundled posts', bundledPosts],
  ['the content-service posts', cmsPosts],
])('RSS feed of %s', (_name, posts) => {
  const doc = parse(buildFeed(site, posts, postPath));
  const channel = doc.querySelector('rss > channel')!;

  it('is RSS 2.0 with the required channel elements and its own address', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(channel, 'title')).toBe(FEED_TITLE);
    expect(text(channel, 'link')).toBe('https://infinyte.ai/blog/');
    expect(text(channel, 'description')).toBe(site.description);
    expect(text(channel, 'lastBuildDate')).toMatch(rfc822);
    const self = channel.getElementsByTagName('atom:link')[0];
    expect(self?.getAttribute('href')).toBe('https://infinyte.ai/feed.xml');
    expect(self?.getAttribute('rel')).toBe('self');
  });

  it('has one item per post, newest first, each complete', () => {
    const items = [...channel.getElementsByTagName('item')];
    const newestFirst = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(items.map((item) => text(item, 'title'))).toEqual(newestFirst.map((post) => post.title));
    items.forEach((item, index) => {
      const post = newestFirst[index]!;
      const url = `https://infinyte.ai/blog-details/${post.slug.current}/`;
      expect(text(item, 'link')).toBe(url);
      expect(text(item, 'guid')).toBe(url);
      expect(text(item, 'pubDate')).toMatch(rfc822);
      expect(new Date(text(item, 'pubDate')!).toISOString()).toBe(new Date(post.publishedAt).toISOString());
      expect(text(item, 'description')).toBe(post.excerpt);
      expect([...item.getElementsByTagName('category')].map((c) => c.textContent)).toEqual(
        post.categories.map((c) => c.title),
      );
    });
  });
});

it('is the same file for the same posts (no build-time clock)', () => {
  expect(buildFeed(site, bundledPosts, postPath)).toBe(buildFeed(site, [...bundledPosts].reverse(), postPath));
});
