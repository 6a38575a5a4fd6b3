import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { services } from '@/content/services';

// Case-study pictures and service gallery pictures are drawn product screens (packages/stand-in-art);
// their alt texts live only here in the content, and say briefly that they describe a drawing.
const drawnPictureAlts = [
  ...caseStudies.flatMap((study) => [study.src.alt, ...study.srcSlider.map((image) => image.alt)]),
  ...services.flatMap((service) => service.srcSlider.map((image) => image.alt)),
];

describe('alt texts of drawn pictures', () => {
  it.each(drawnPictureAlts)('describes the drawing, briefly: %s', (alt) => {
    expect(alt).toMatch(/^Drawing of /);
    expect(alt.length).toBeLessThan(190);
  });
});
