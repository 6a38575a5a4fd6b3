import { describe, expect, it } from 'vitest';
import { slidesAtSnap, snapOfSlide } from '@/components/sections/carousel-view';
import { portfolioHref } from '@/components/sections/portfolio-href';
import { mediaUrl } from '@/lib/media/media-url';

describe('what a carousel snap shows', () => {
  // Twelve workers: three in view leave ten snaps, two leave eleven, one twelve.
  it.each([
    [0, 10, { first: 0, last: 2 }],
    [3, 10, { first: 3, last: 5 }],
    [9, 10, { first: 9, last: 11 }],
    [10, 11, { first: 10, last: 11 }],
    [11, 12, { first: 11, last: 11 }],
  ])('snap %i of %i shows %o', (snap, snaps, range) => {
    expect(slidesAtSnap(snap, snaps, 12)).toEqual(range);
  });

  it('shows every slide at the one snap of a carousel wider than its slides', () => {
    expect(slidesAtSnap(0, 1, 2)).toEqual({ first: 0, last: 1 });
  });

  it('brings a picked slide in first, or as near the start as the end allows', () => {
    expect(snapOfSlide(3, 10)).toBe(3);
    expect(snapOfSlide(11, 10)).toBe(9);
    expect(snapOfSlide(11, 12)).toBe(11);
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
