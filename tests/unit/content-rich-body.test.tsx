import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PostBody } from '@/components/news/post-body';
import { contentPostSchema, postBodySchema } from '@/lib/content-service/schema';
import { assetSize, responsiveImage } from '@/lib/content-service/image-url';
import { buildPostBySlugQuery } from '@/lib/content-service/query';
import type { PostBody as PostBodyValue } from '@/content/types';
import { cmsPost, fixtureImageUrl, richBody, textBlock } from '../support/content-fixtures';

const cdnUrl = 'https://cdn.sanity.io';
const config = { projectId: 'test', dataset: 'production', cdnUrl };

describe('post body from the content service', () => {
  it('asks for the whole Portable Text body with inline image assets resolved to URLs', () => {
    expect(buildPostBySlugQuery()).toContain(
      '"body": body[]{..., _type == "image" => {"alt": alt, "caption": caption, "asset": {"url": asset->url}}}',
    );
  });

  it('keeps blocks, images and code, and leaves out node types the site does not render', () => {
    const body = postBodySchema.parse([
      ...richBody(cdnUrl, 'a'),
      { _type: 'youtube', _key: 'y', url: 'https://youtube.com/x' },
      null,
    ]);
    expect(body?.map((node) => node._type)).toEqual([
      'block',
      'block',
      'block',
      'block',
      'block',
      'block',
      'code',
      'image',
      'block',
    ]);
  });
});

describe('responsiveImage', () => {
  const url = fixtureImageUrl(cdnUrl, 'orchestration');

  it('reads the asset size from the URL', () => {
    expect(assetSize(url)).toEqual({ width: 1200, height: 675 });
  });

  it('builds cropped, auto-format CDN sources without upscaling', () => {
    const image = responsiveImage(
      url,
      { widths: [480, 1024, 1600], aspect: 16 / 9, fallback: { width: 1, height: 1 } },
      config,
    );
    const [small, large, ...rest] = image.srcSet!.split(', ');
    expect(rest).toEqual([]);
    expect(small).toBe(`${url}?w=480&h=270&fit=crop&auto=format 480w`);
    expect(large).toMatch(/w=1024&h=576&fit=crop&auto=format 1024w$/);
    expect(image).toMatchObject({ width: 1024, height: 576 });
    expect(image.src).toBe(large!.replace(/ 1024w$/, ''));
  });

  it('uses other images as they are, with the given size', () => {
    expect(
      responsiveImage('/media/posts/a.webp', { widths: [480], fallback: { width: 1200, height: 675 } }, config),
    ).toEqual({
      src: '/media/posts/a.webp',
      width: 1200,
      height: 675,
    });
    expect(
      responsiveImage(url, { widths: [480], fallback: { width: 9, height: 9 } }, { ...config, projectId: '' }),
    ).toEqual({
      src: url,
      width: 9,
      height: 9,
    });
  });
});

describe('PostBody', () => {
  const parse = (nodes: unknown[]) =>
    contentPostSchema.parse(cmsPost(cdnUrl, 'x', { body: nodes as never })).body as PostBodyValue;

  it('renders headings, lists, links, quotes, code and images', () => {
    const html = renderToStaticMarkup(<PostBody value={parse(richBody(cdnUrl, 'rich'))} />);
    expect(html).toContain('<p>The first paragraph of rich.</p>');
    expect(html).toMatch(/<h2[^>]*>What changed<\/h2>/);
    expect(html).toMatch(
      /<ul[^>]*><li[^>]*>One queue for every agent.<\/li><li[^>]*>A named owner for each.<\/li><\/ul>/,
    );
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/infinyte.ai\/blog-details\/agentic-orchestration-explained"[^>]*>Read the orchestration primer/,
    );
    expect(html).toMatch(
      /<blockquote[^>]*>Agents should hand work to people as gladly as to each other.<\/blockquote>/,
    );
    expect(html).toContain('<code>queue.route(task, { owner: &#x27;ops&#x27; });</code>');
    expect(html).toMatch(/<figcaption[^>]*>The hand-off line on our operations board.<\/figcaption>/);
  });

  it('gives inline images their alt text, size and lazy loading', () => {
    const html = renderToStaticMarkup(<PostBody value={parse(richBody(cdnUrl, 'rich'))} />);
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain('alt="Agents handing tasks along a glowing line"');
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
  });

  it('renders links with unsafe addresses as plain text', () => {
    for (const href of ['javascript:alert(1)', '/\\evil.example/', '//evil.example/', 'data:text/html,x']) {
      const html = renderToStaticMarkup(
        <PostBody
          value={parse([textBlock('Click', { marks: ['l'], markDefs: [{ _key: 'l', _type: 'link', href }] })])}
        />,
      );
      expect(html, href).toBe(html.replace(/<a\b/, ''));
      expect(html, href).toContain('Click');
    }
  });
});
