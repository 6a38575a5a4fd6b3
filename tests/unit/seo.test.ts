import { describe, expect, it } from 'vitest';
import { buildHeadTags, robotsContent } from '@/lib/seo/head-tags';
import { ogImagePath } from '@/lib/seo/og-image';
import { buildJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pagePath } from '@/lib/seo/url';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import type { SchemaType } from '@/content/types';

const identity = {
  name: 'Infinyte',
  origin: 'https://infinyte.ai',
  sameAs: ['https://www.linkedin.com/company/infinyte'],
};
const org = {
  name: 'Infinyte',
  url: 'https://infinyte.ai/',
  logo: 'https://infinyte.ai/logo.svg',
  sameAs: identity.sameAs,
};
const page = { title: 'About | Infinyte', heading: 'About', description: 'About us.', keywords: ['a', 'b'] };

const find = (tags: ReturnType<typeof buildHeadTags>, key: string) =>
  tags.meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key));

describe('absoluteUrl', () => {
  it('percent-encodes the curly apostrophe path once, typed or already encoded', () => {
    const expected = 'https://infinyte.ai/philosophy/the-future-we%E2%80%99re-quietly-building/';
    expect(absoluteUrl('https://infinyte.ai/', '/philosophy/the-future-we’re-quietly-building')).toBe(expected);
    expect(absoluteUrl('https://infinyte.ai', '/philosophy/the-future-we%E2%80%99re-quietly-building')).toBe(expected);
  });
  it('gives pages their trailing-slash URL and leaves files alone', () => {
    expect(absoluteUrl('https://infinyte.ai', '/')).toBe('https://infinyte.ai/');
    expect(absoluteUrl('https://infinyte.ai', '/digital-workforce/ava')).toBe(
      'https://infinyte.ai/digital-workforce/ava/',
    );
    expect(absoluteUrl('https://infinyte.ai', '/about/')).toBe('https://infinyte.ai/about/');
    expect(absoluteUrl('https://infinyte.ai', '/sitemap.xml')).toBe('https://infinyte.ai/sitemap.xml');
    expect(absoluteUrl('https://infinyte.ai', '/media/brand/og-default.png')).toBe(
      'https://infinyte.ai/media/brand/og-default.png',
    );
  });
  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://infinyte.ai', 'https://cdn.example.test/a.png')).toBe('https://cdn.example.test/a.png');
  });
});

describe('pagePath', () => {
  it('adds the slash before a query or hash, and leaves other schemes alone', () => {
    expect(pagePath('/contact')).toBe('/contact/');
    expect(pagePath('/blog?page=2#top')).toBe('/blog/?page=2#top');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('mailto:hello@infinyte.ai')).toBe('mailto:hello@infinyte.ai');
    expect(pagePath('//cdn.example.test/x')).toBe('//cdn.example.test/x');
  });
});

describe('buildHeadTags', () => {
  const tags = buildHeadTags(page, '/about', identity);

  it('writes title, description, keywords and a canonical URL', () => {
    expect(tags.meta[0]).toEqual({ title: 'About | Infinyte' });
    expect(find(tags, 'description')).toEqual({ name: 'description', content: 'About us.' });
    expect(find(tags, 'keywords')).toEqual({ name: 'keywords', content: 'a, b' });
    expect(tags.links).toEqual([{ rel: 'canonical', href: 'https://infinyte.ai/about/' }]);
  });

  it('uses property= for Open Graph with the default image and type', () => {
    expect(find(tags, 'og:image')).toEqual({ property: 'og:image', content: 'https://infinyte.ai/og/about.jpg' });
    expect(find(tags, 'og:image:width')).toEqual({ property: 'og:image:width', content: '1200' });
    expect(find(tags, 'og:image:height')).toEqual({ property: 'og:image:height', content: '630' });
    expect(find(tags, 'og:image:alt')).toEqual({ property: 'og:image:alt', content: 'About: Infinyte' });
    expect(find(tags, 'og:type')).toEqual({ property: 'og:type', content: 'website' });
    expect(find(tags, 'og:url')).toEqual({ property: 'og:url', content: 'https://infinyte.ai/about/' });
  });

  it('writes a large-image Twitter card', () => {
    expect(find(tags, 'twitter:card')).toEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('sets robots from noIndex', () => {
    expect(robotsContent(false)).toBe('index, follow');
    expect(robotsContent(true)).toBe('noindex, nofollow');
    expect(find(buildHeadTags({ ...page, noIndex: true }, '/x', identity), 'robots')).toEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
  });

  it('honours a custom og image, og type and canonical', () => {
    const custom = buildHeadTags(
      { ...page, ogImage: '/media/x.png', ogType: 'article', canonicalUrl: 'https://infinyte.ai/y' },
      '/x',
      identity,
    );
    expect(find(custom, 'og:image')).toEqual({ property: 'og:image', content: 'https://infinyte.ai/media/x.png' });
    expect(find(custom, 'og:type')).toEqual({ property: 'og:type', content: 'article' });
    expect(custom.links[0]?.href).toBe('https://infinyte.ai/y');
  });

  it('embeds JSON-LD that cannot close its script element', () => {
    const tricky = buildHeadTags({ ...page, description: '</script><script>alert(1)</script>' }, '/x', identity);
    const script = tricky.scripts[0];
    expect(script?.type).toBe('application/ld+json');
    expect(script?.children).not.toContain('</script>');
    expect(JSON.parse(script?.children ?? '{}').description).toBe('</script><script>alert(1)</script>');
  });
});

describe('buildJsonLd', () => {
  const input = (schemaType: SchemaType) => ({
    schemaType,
    title: 'T | Infinyte',
    heading: 'T',
    description: 'D',
    url: 'https://infinyte.ai/t',
    image: 'https://infinyte.ai/i.png',
  });

  it.each([
    ['website', 'WebSite'],
    ['organization', 'Organization'],
    ['article', 'Article'],
    ['software', 'SoftwareApplication'],
    ['product', 'Product'],
    ['service', 'Service'],
    ['contact', 'ContactPage'],
  ] as const)('%s is a schema.org %s in English', (type, expected) => {
    const ld = buildJsonLd(input(type), org);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe(expected);
    expect(ld.inLanguage).toBe('en');
  });

  it('gives the organisation a logo and sameAs', () => {
    const ld = buildJsonLd(input('organization'), org);
    expect(ld.logo).toEqual({ '@type': 'ImageObject', url: org.logo });
    expect(ld.sameAs).toEqual(org.sameAs);
  });

  it('describes software for iOS, Android and Web as a business application', () => {
    const ld = buildJsonLd(input('software'), org);
    expect(ld.operatingSystem).toBe('iOS, Android, Web');
    expect(ld.applicationCategory).toBe('BusinessApplication');
  });

  it('declares an offer only with a real price', () => {
    expect(buildJsonLd(input('product'), org)).not.toHaveProperty('offers');
    expect(buildJsonLd(input('service'), org)).not.toHaveProperty('offers');
    const offer = { price: '4800', priceCurrency: 'USD' };
    expect(buildJsonLd({ ...input('service'), offer }, org).offers).toEqual({
      '@type': 'Offer',
      ...offer,
      availability: 'https://schema.org/InStock',
      url: 'https://infinyte.ai/t',
    });
  });

  it('describes a service as provided by the organisation', () => {
    expect(buildJsonLd(input('service'), org)).toMatchObject({
      '@type': 'Service',
      name: 'T',
      provider: { '@type': 'Organization', name: 'Infinyte' },
    });
  });

  it('applies schema overrides last', () => {
    expect(buildJsonLd({ ...input('website'), overrides: { name: 'Other' } }, org).name).toBe('Other');
  });
});

describe('sitemap and robots', () => {
  it('lists encoded absolute URLs', () => {
    const xml = buildSitemap('https://infinyte.ai', ['/', '/philosophy/the-future-we’re-quietly-building', '/a&b']);
    expect(xml).toContain('<loc>https://infinyte.ai/</loc>');
    expect(xml).toContain('<loc>https://infinyte.ai/philosophy/the-future-we%E2%80%99re-quietly-building/</loc>');
    expect(xml).toContain('<loc>https://infinyte.ai/a&amp;b/</loc>');
  });
  it('points robots.txt at the sitemap', () => {
    expect(buildRobots('https://infinyte.ai')).toContain('Sitemap: https://infinyte.ai/sitemap.xml');
  });
});

describe('ogImagePath', () => {
  it('names one card per page path, with or without a trailing slash or percent-encoding', () => {
    expect(ogImagePath('/')).toBe('/og/home.jpg');
    expect(ogImagePath('/about')).toBe('/og/about.jpg');
    expect(ogImagePath('/about/')).toBe('/og/about.jpg');
    expect(ogImagePath('/blog-details/a-post/')).toBe('/og/blog-details--a-post.jpg');
    expect(ogImagePath('/philosophy/the-future-we%E2%80%99re-quietly-building')).toBe(
      '/og/philosophy--the-future-were-quietly-building.jpg',
    );
  });
});
