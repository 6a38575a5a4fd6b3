import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PostBody } from '@/components/news/post-body';
import { postBodySchema } from '@/lib/content-service/schema';
import { assetSize, responsiveImage } from '@/lib/content-service/image-url';
import { buildPostBySlugQuery } from '@/lib/content-service/query';
import type { PostBody as PostBodyValue } from '@/content/types';
import {
  fixtureImageUrl,
  postDocument,
  richBody,
  seedDocuments,
  textBlock,
  type PortableTextNode,
} from '../support/content-fixtures';
import { queryResult } from '../support/groq-dataset';

const cdnUrl = 'https://cdn.sanity.io';
const config = { projectId: 'test', dataset: 'production', cdnUrl };

/** A stored body as the post query answers it: inline images' asset references resolved to CDN URLs. */
async function answeredBody(body: unknown[]): Promise<unknown[]> {
  const documents = [...seedDocuments(cdnUrl), postDocument('x', { body: body as PortableTextNode[] })];
  const post = (await queryResult(documents, buildPostBySlugQuery(), { slug: 'x' })) as { body: unknown[] };
  return post.body;
}

describe('post body from the content service', () => {
  it('asks for the whole Portable Text body with inline image assets resolved to URLs', () => {
    expect(buildPostBySlugQuery()).toContain(
      '"body": body[]{..., _type == "image" => {"alt": alt, "caption": caption, "asset": {"url": asset->url}}}',
    );
  });

  it('keeps blocks, images and code, and leaves out node types the site does not render', async () => {
    const body = postBodySchema.parse([
      ...(await answeredBody(richBody('a'))),
      { _type: 'youtube', _key: 'y', url: 'https://youtube.com/x' },
      null,
    ]);
    expect(body?.map((node) => node._type)).toEqual([...Array<string>(10).fill('block'), 'code', 'image', 'block']);
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
  const parse = async (nodes: unknown[]) => postBodySchema.parse(await answeredBody(nodes)) as PostBodyValue;

  it('renders headings, lists, links, quotes, code and images', async () => {
    const html = renderToStaticMarkup(<PostBody value={await parse(richBody('rich'))} />);
    expect(html).toMatch(
      /<p>The first paragraph of rich, with <strong>strong<\/strong>, <em>emphasised<\/em> and <code[^>]*>inline code<\/code> words.<\/p>/,
    );
    expect(html).toMatch(/<h2[^>]*>What changed<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>How we rolled it out<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>What we measure<\/h4>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>Map the hand-offs.<\/li><li[^>]*>Move one team at a time.<\/li><\/ol>/);
    expect(html).toMatch(
      /<ul[^>]*><li[^>]*>One queue for every agent.<\/li><li[^>]*>A named owner for each.<\/li><\/ul>/,
    );
    expect(html).toMatch(
      // An outside link: its words in a span its aria-labelledby names, then the new-tab note (SmartLink).
      /<a[^>]*href="https:\/\/infinyte.ai\/blog-details\/agentic-orchestration-explained"[^>]*aria-labelledby="[^"]+"[^>]*><span[^>]*>Read the orchestration primer<\/span>/,
    );
    expect(html).toMatch(
      /<blockquote[^>]*>Agents should hand work to people as gladly as to each other.<\/blockquote>/,
    );
    expect(html).toContain('<code>queue.route(task, { owner: &#x27;ops&#x27; });</code>');
    expect(html).toMatch(/<figcaption[^>]*>The hand-off line on our operations board.<\/figcaption>/);
  });

  it('gives inline images their alt text, size and lazy loading', async () => {
    const html = renderToStaticMarkup(<PostBody value={await parse(richBody('rich'))} />);
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain('alt="Agents handing tasks along a glowing line"');
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
  });

  it('renders links with unsafe addresses as plain text', async () => {
    for (const href of ['javascript:alert(1)', '/\\evil.example/', '//evil.example/', 'data:text/html,x']) {
      const html = renderToStaticMarkup(
        <PostBody
          value={await parse([
            textBlock([{ text: 'Click', marks: ['l'] }], { markDefs: [{ _key: 'l', _type: 'link', href }] }),
          ])}
        />,
      );
      expect(html, href).toBe(html.replace(/<a\b/, ''));
      expect(html, href).toContain('Click');
    }
  });
});
