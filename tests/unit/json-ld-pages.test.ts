import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/app/route-table';
import { site } from '@/config/site';
import { buildHeadTags } from '@/lib/seo/head-tags';

// The structured data every route ships, built as the route heads build it:
// it must tell the truth. No page claims a price it does not charge (the old
// workshop offer at 0 USD), and an AI worker is a service, never a Person.
const identity = { name: site.name, origin: site.origin, sameAs: Object.values(site.social) };
const ldOf = (path: string) => {
  const route = allRoutes().find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const script = buildHeadTags(route.meta, path, identity).scripts.find((tag) => tag.type === 'application/ld+json');
  return JSON.parse(script?.children ?? '{}') as Record<string, unknown>;
};
const everyLd = () => allRoutes().map((route) => [route.path, ldOf(route.path)] as const);

describe('structured data of every route', () => {
  it('types no page as a Person', () => {
    expect(everyLd().filter(([, ld]) => ld['@type'] === 'Person')).toEqual([]);
  });

  it('types each AI worker as a Service Infinyte provides, by role', () => {
    const workers = everyLd().filter(([path]) => path.startsWith('/digital-workforce/'));
    expect(workers).toHaveLength(12);
    for (const [, ld] of workers) {
      expect(ld).toMatchObject({ '@type': 'Service', provider: { name: 'Infinyte' } });
      expect(ld.serviceType).toMatch(/^AI /);
    }
    expect(ldOf('/digital-workforce/ava-chief-of-staff')).toMatchObject({
      name: 'Ava, Chief of Staff',
      serviceType: 'AI Chief of Staff',
    });
  });

  it('publishes no offer without a real price, and no free offer at all', () => {
    expect(ldOf('/solutions/for-your-business/automate-in-house')).toMatchObject({ '@type': 'Service' });
    expect(ldOf('/solutions/for-your-business/automate-in-house')).not.toHaveProperty('offers');
    const offers = everyLd().flatMap(([path, ld]) => (ld.offers ? [[path, ld.offers] as const] : []));
    expect(offers.filter(([, offer]) => (offer as { price?: string }).price === '0')).toEqual([]);
  });
});
