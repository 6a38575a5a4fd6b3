import { describe, expect, it } from 'vitest';
import { buildHeadTags } from '@/lib/seo/head-tags';
import { postMeta } from '@/content/route-meta';
import { bundledPosts } from '@/content/posts';
import { parsePostList } from '@/lib/content-service/schema';
import { buildAllPostsQuery } from '@/lib/content-service/query';
import { seedDocuments } from '../support/content-fixtures';
import { queryResult } from '../support/groq-dataset';

// Every post's Article structured data, whichever source the post came from:
// the fields search engines require, with values of the right form.
const identity = { name: 'Infinyte', origin: 'https://infinyte.ai', sameAs: [] };
const cmsPosts = parsePostList(await queryResult(seedDocuments('https://cdn.sanity.io'), buildAllPostsQuery())).posts;
const posts = [...bundledPosts, ...cmsPosts];

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function articleLd(post: (typeof posts)[number]) {
  const tags = buildHeadTags(postMeta(post), `/blog-details/${post.slug.current}`, identity);
  const [script] = tags.scripts;
  expect(script?.children).not.toMatch(/</);
  return { tags, ld: JSON.parse(script!.children) as Record<string, unknown> };
}

describe.each(posts.map((post) => [post.slug.current, post] as const))('Article JSON-LD of %s', (slug, post) => {
  const { tags, ld } = articleLd(post);

  it('is a schema.org Article with headline, description and canonical page', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Article');
    expect(ld.headline).toBe(post.title);
    expect((ld.headline as string).length).toBeLessThanOrEqual(110);
    expect(ld.description).toBeTruthy();
    expect(ld.mainEntityOfPage).toBe(`https://infinyte.ai/blog-details/${slug}/`);
  });

  it('has ISO 8601 publication and modification dates, modified not before published', () => {
    expect(ld.datePublished).toMatch(isoDate);
    expect(ld.dateModified).toMatch(isoDate);
    expect(ld.datePublished).toBe(post.publishedAt);
    expect(Date.parse(ld.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(ld.datePublished as string));
  });

  it('names an author (the writer, else the company) and a publisher with a logo', () => {
    const author = ld.author as { '@type': string; name: string };
    expect(author.name).toBe(post.author?.name ?? 'Infinyte');
    expect(author['@type']).toBe(post.author ? 'Person' : 'Organization');
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: 'Infinyte', logo: { '@type': 'ImageObject' } });
  });

  it("has the post's picture as an absolute https image, and the page's generated card to share", () => {
    const og = tags.meta.find((tag) => 'property' in tag && tag.property === 'og:image');
    const card = `https://infinyte.ai/og/blog-details--${slug}.jpg`;
    expect(og && 'content' in og ? og.content : undefined).toBe(card);
    expect(ld.image).toMatch(/^https:\/\//);
    // A post without a picture of its own is shown by its share card.
    if (post.mainImage) expect(ld.image).toContain(post.mainImage.asset.url.replace(/^\//, ''));
    else expect(ld.image).toBe(card);
  });
});

it('covers the bundled and the content-service posts', () => {
  expect(cmsPosts.length).toBeGreaterThan(0);
  expect(posts.length).toBe(bundledPosts.length + cmsPosts.length);
});
