// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { builtPages } from './support/built-pages';

// The structured data every built page ships, as a search engine reads it: it must tell the truth. No page
// claims a price it does not charge (the old workshop offer at 0 USD), and an AI worker is a service, never a
// Person.
const structured = builtPages().flatMap(({ path, document }) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => [path, JSON.parse(script.textContent ?? '{}') as Record<string, unknown>] as const,
  ),
);
const ldOf = (path: string) => structured.find(([page]) => page === path)?.[1];

describe('structured data of every built page', () => {
  it('finds structured data on the pages', () => {
    expect(structured.length).toBeGreaterThan(50);
  });

  it('types no page as a Person', () => {
    expect(structured.filter(([, ld]) => ld['@type'] === 'Person').map(([path]) => path)).toEqual([]);
  });

  it('types each AI worker as a Service Infinyte provides, by role', () => {
    const workers = structured.filter(([path]) => path.startsWith('/digital-workforce/'));
    expect(workers).toHaveLength(12);
    for (const [path, ld] of workers) {
      expect(ld, path).toMatchObject({ '@type': 'Service', provider: { name: 'Infinyte' } });
      expect(ld.serviceType, path).toMatch(/^AI /);
    }
    expect(ldOf('/digital-workforce/ava-chief-of-staff')).toMatchObject({
      name: 'Ava, Chief of Staff',
      serviceType: 'AI Chief of Staff',
    });
  });

  it('publishes no offer without a real price, and no free offer at all', () => {
    expect(ldOf('/solutions/for-your-business/automate-in-house')).toMatchObject({ '@type': 'Service' });
    expect(ldOf('/solutions/for-your-business/automate-in-house')).not.toHaveProperty('offers');
    const offers = structured.flatMap(([path, ld]) => (ld.offers ? [[path, ld.offers] as const] : []));
    expect(offers.filter(([, offer]) => (offer as { price?: string }).price === '0')).toEqual([]);
  });
});
