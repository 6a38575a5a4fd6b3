import { describe, expect, it } from 'vitest';
import { getAdjacentServices, getServiceBySlug, serviceRoute, services } from '@/content/services';

describe('enterprise services', () => {
  it('has four services with ids 1-4 and the contract slugs', () => {
    expect(services.map((s) => [s.id, s.slug])).toEqual([
      [1, '/data-ai'],
      [2, '/digital-transformation'],
      [3, '/platforming-cloud'],
      [4, '/technology-engineering'],
    ]);
    expect(services.map((s) => s.title)).toEqual([
      'Data and Artificial Intelligence',
      'Digital Transformation and Strategy',
      'Platforming and Cloud Services',
      'Technology and Engineering',
    ]);
  });

  it('gives every service rich sections and its contract media', () => {
    for (const service of services) {
      const key = service.slug.slice(1);
      expect(service.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of service.sections) expect(section.points.length).toBeGreaterThanOrEqual(3);
      expect(service.src).toMatchObject({ src: `/media/services/${key}.webp`, width: 1600, height: 900 });
      expect(service.srcSlider.map((image) => image.src)).toEqual([
        `/media/services/${key}-1.webp`,
        `/media/services/${key}-2.webp`,
      ]);
    }
  });

  it('maps a slug to its enterprise route', () => {
    expect(serviceRoute('/data-ai')).toBe('/solutions/enterprise/data-ai');
    expect(services.map((s) => serviceRoute(s.slug))).toEqual([
      '/solutions/enterprise/data-ai',
      '/solutions/enterprise/digital-transformation',
      '/solutions/enterprise/platforming-cloud',
      '/solutions/enterprise/technology-engineering',
    ]);
  });

  it('looks a service up with or without the leading slash', () => {
    expect(getServiceBySlug('data-ai')?.id).toBe(1);
    expect(getServiceBySlug('/platforming-cloud')?.id).toBe(3);
    expect(getServiceBySlug('quantum')).toBeUndefined();
  });

  it('cycles previous and next at both ends', () => {
    expect(getAdjacentServices('/data-ai')).toMatchObject({ previous: { id: 4 }, next: { id: 2 } });
    expect(getAdjacentServices('platforming-cloud')).toMatchObject({ previous: { id: 2 }, next: { id: 4 } });
    expect(getAdjacentServices('/technology-engineering')).toMatchObject({ previous: { id: 3 }, next: { id: 1 } });
  });

  it('gives no neighbors for an unknown slug', () => {
    expect(getAdjacentServices('/unknown')).toBeUndefined();
    expect(getAdjacentServices('')).toBeUndefined();
  });
});
