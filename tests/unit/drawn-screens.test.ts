import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { services } from '@/content/services';
import { SCREENS } from '../../scripts/media/case-study-screens.mjs';
import { SERVICE_SCREENS } from '../../scripts/media/service-screens.mjs';

// Case-study pictures and service gallery pictures are drawn from scripts/media/*-screens.mjs,
// which hold the description of each drawing beside it. The site must say exactly that, image for image.
describe('case-study pictures', () => {
  it('draws four screens for every case study and for nothing else', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(caseStudies.map((study) => study.slug).sort());
    for (const screens of Object.values(SCREENS)) expect(screens).toHaveLength(4);
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s: the cover and slides carry the alt text of their drawings',
    (slug, study) => {
      const drawn = SCREENS[slug]!.map((screen) => screen.alt);
      expect([study.src.alt, ...study.srcSlider.map((image) => image.alt)]).toEqual(drawn);
    },
  );

  it('describes every picture as the drawing it is, briefly', () => {
    for (const study of caseStudies) {
      for (const alt of [study.src.alt, ...study.srcSlider.map((image) => image.alt)]) {
        expect(alt).toMatch(/^Drawing of /);
        expect(alt.length).toBeLessThan(190);
      }
    }
  });
});

describe('service gallery pictures', () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    '%s: both gallery pictures carry the alt text of their drawings',
    (slug, service) => {
      const drawn = SERVICE_SCREENS[slug.slice(1)]!.map((screen) => screen.alt);
      expect(service.srcSlider.map((image) => image.alt)).toEqual(drawn);
      for (const alt of drawn) expect(alt).toMatch(/^Drawing of /);
    },
  );
});
