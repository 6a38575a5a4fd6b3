import { describe, expect, it } from 'vitest';
import { home } from '@/content/home';
import { aboutPage } from '@/content/pages/about';
import { whyInfinytePage } from '@/content/pages/philosophy/why-infinyte';
import type { PageContent } from '@/content/types';

// Home, About and Why each give figures that fit the page (what you can buy,
// how we work, what stands behind the promise), so a reader moving between
// them never meets the same number twice.
const statsOf = (page: PageContent) => page.blocks.flatMap((block) => (block.kind === 'stats' ? block.items : []));

describe('headline figures', () => {
  it('never repeat a figure across home, About and Why', () => {
    const pages = { home: home.why.stats, about: statsOf(aboutPage), why: statsOf(whyInfinytePage) };
    for (const stats of Object.values(pages)) expect(stats.length).toBeGreaterThanOrEqual(3);
    const values = Object.values(pages).flatMap((stats) => stats.map((stat) => stat.value));
    expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
  });
});
