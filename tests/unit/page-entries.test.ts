import { describe, expect, it } from 'vitest';
import { pageSources } from '../../scripts/page-routes';
import { pageEntrySchema } from '@/content/page-schema';
import { aboutPage } from '@/content/pages/about';

const sources = await pageSources();
const at = (path: string) => sources.find((source) => source.path === path);

describe('static page entries (src/content/pages/)', () => {
  it('serves each entry at its place under src/content/pages/', () => {
    expect(at('/')).toMatchObject({ module: 'content/pages/index', routePath: '/', template: 'home' });
    expect(at('/about')).toMatchObject({ module: 'content/pages/about', routePath: '/about', template: 'content' });
    expect(at('/solutions')).toMatchObject({ module: 'content/pages/solutions/index', routePath: '/solutions/' });
    expect(at('/solutions/enterprise/data-ai')).toMatchObject({
      module: 'content/pages/solutions/enterprise/data-ai',
      template: 'service',
    });
    expect(at('/solutions/for-your-idea/Idea-to-market-lab')?.module).toBe(
      'content/pages/solutions/for-your-idea/Idea-to-market-lab',
    );
    expect(at('/philosophy/the-future-we’re-quietly-building')?.module).toBe(
      'content/pages/philosophy/the-future-we’re-quietly-building',
    );
  });

  it('has one page per address', () => {
    expect(new Set(sources.map((source) => source.path)).size).toBe(sources.length);
  });

  it('rejects an entry without a known template or complete metadata', () => {
    expect(pageEntrySchema.safeParse(aboutPage).success).toBe(true);
    expect(pageEntrySchema.safeParse({ ...aboutPage, template: 'landing' }).success).toBe(false);
    expect(pageEntrySchema.safeParse({ ...aboutPage, meta: { ...aboutPage.meta, title: '' } }).success).toBe(false);
    expect(pageEntrySchema.safeParse({ meta: aboutPage.meta }).success).toBe(false);
  });
});
