import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';
import {
  caseStudyPath,
  hrefFromText,
  isSlugPath,
  postPath,
  slugRoute,
  staticRoute,
  workerPath,
} from '@/config/page-links';

describe('page links', () => {
  it('builds the address of each page with a slug', () => {
    expect(postPath('agentic-orchestration-explained')).toBe('/blog-details/agentic-orchestration-explained');
    expect(caseStudyPath('repairline')).toBe('/case-studies/repairline');
    expect(workerPath('ava-chief-of-staff')).toBe('/digital-workforce/ava-chief-of-staff');
  });

  it('gives the router the route and slug of a page with a slug, and the list page none', () => {
    expect(slugRoute('/case-studies/repairline')).toEqual({
      to: '/case-studies/$slug/',
      params: { slug: 'repairline' },
    });
    expect(isSlugPath('/case-studies/repairline')).toBe(true);
    expect(isSlugPath('/case-studies')).toBe(false);
    expect(isSlugPath('/digital-workforce')).toBe(false);
  });

  it('gives the router the trailing-slash path of a page without a slug', () => {
    expect(staticRoute('/')).toBe('/');
    expect(staticRoute('/about')).toBe('/about/');
    expect(staticRoute('/solutions/enterprise/data-ai')).toBe('/solutions/enterprise/data-ai/');
  });

  it('keeps a link an editor wrote only when it is a page the router has or an outside address', () => {
    const router = createAppRouter();
    expect(hrefFromText(router, '/about')).toBe('/about');
    expect(hrefFromText(router, '/about/')).toBe('/about');
    expect(hrefFromText(router, '/blog-details/some-post')).toBe('/blog-details/some-post');
    expect(hrefFromText(router, 'https://infinyte.ai/blog/')).toBe('https://infinyte.ai/blog/');
    expect(hrefFromText(router, 'mailto:hello@infinyte.ai')).toBe('mailto:hello@infinyte.ai');
    expect(hrefFromText(router, '/no-such-page')).toBeUndefined();
    expect(hrefFromText(router, '/media/brochure.pdf')).toBeUndefined();
    expect(hrefFromText(undefined, '/about')).toBeUndefined();
  });
});
