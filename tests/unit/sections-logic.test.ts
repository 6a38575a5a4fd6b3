import { describe, expect, it } from 'vitest';
import { pageCount, slidesPerView } from '@/components/sections/carousel-breakpoints';
import { portfolioHref } from '@/components/sections/portfolio-href';
import { mediaUrl } from '@/lib/media/media-url';

describe('worker carousel slides per view', () => {
  it.each([
    [320, 1],
    [390, 1],
    [575, 1],
    [576, 2],
    [767, 2],
    [768, 2],
    [991, 2],
    [992, 3],
    [1440, 3],
  ])('%i px wide shows %i slides', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });

  it('counts one page per reachable position', () => {
    expect(pageCount(12, 3)).toBe(10);
    expect(pageCount(12, 1)).toBe(12);
    expect(pageCount(2, 3)).toBe(1);
  });
});

describe('portfolio card link target', () => {
  it('opens the case study outside the blog', () => {
    expect(portfolioHref('commons', '/case-studies')).toBe('/case-studies/commons');
    expect(portfolioHref('commons', '/')).toBe('/case-studies/commons');
  });

  it('opens the blog post when the path contains /blog', () => {
    expect(portfolioHref('agentic-orchestration-explained', '/blog')).toBe(
      '/blog-details/agentic-orchestration-explained',
    );
    expect(portfolioHref('x', '/blog-details/y')).toBe('/blog-details/x');
  });
});

describe('media URLs', () => {
  it('serves bundled media from this host by default', () => {
    expect(mediaUrl('/media/heroes/about.webp', '')).toBe('/media/heroes/about.webp');
  });

  it('prefixes the configured media host once', () => {
    expect(mediaUrl('/media/heroes/about.webp', 'https://cdn.infinyte.ai/')).toBe(
      'https://cdn.infinyte.ai/media/heroes/about.webp',
    );
  });

  it('leaves absolute addresses alone', () => {
    expect(mediaUrl('https://images.example.org/a.webp', 'https://cdn.infinyte.ai')).toBe(
      'https://images.example.org/a.webp',
    );
  });
});
