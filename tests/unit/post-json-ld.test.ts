import { describe, expect, it } from 'vitest';
import { buildHeadTags } from '@/lib/seo/head-tags';
import { postMeta } from '@/content/route-meta';
import { bundledPosts } from '@/content/posts';
import { contentPostListSchema } from '@/lib/content-service/schema';
import { seedPosts } from '../support/content-fixtures';

// Every post's Article structured data, whichever source the post came from:
// the fields search engines require, with values of the right form.
const identity = { name: 'Infinyte', origin: 'https://infinyte.ai', sameAs: [] };
const cmsPosts = contentPostListSchema.parse(seedPosts('https://cdn.sanity.io'));
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
    expect(ld.image).toMatch(/^https:\/\//);
    expect(ld.image).toContain(post.mainImage!.asset.url.replace(/^\//, ''));
    const og = tags.meta.find((tag) => 'property' in tag && tag.property === 'og:image');
    expect(og && 'content' in og ? og.content : undefined).toBe(`https://infinyte.ai/og/blog-details--${slug}.png`);
  });
});

it('covers the bundled and the content-service posts', () => {
  expect(cmsPosts.length).toBeGreaterThan(0);
  expect(posts.length).toBe(bundledPosts.length + cmsPosts.length);
});
