import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { SCREENS } from '../../scripts/media/case-study-screens.mjs';

// Each case-study picture is drawn from scripts/media/case-study-screens.mjs, which holds the
// description of the drawing beside it. The site must say exactly that, image for image.
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
