import { describe, expect, it } from 'vitest';
import { capabilityLinks } from '@/content/offerings';
import { caseStudies, findCaseStudy, nextCaseStudy, publishedCaseStudyPath } from '@/content/case-studies';

// Rules every case study keeps, whatever its words; which studies exist and what their pages are titled is
// checked on the built site (tests/e2e/routes.spec.ts).
describe('case studies', () => {
  it('gives every study an id and a slug of its own', () => {
    expect(caseStudies.length).toBeGreaterThan(1);
    expect(new Set(caseStudies.map((s) => s.id)).size).toBe(caseStudies.length);
    expect(new Set(caseStudies.map((s) => s.slug)).size).toBe(caseStudies.length);
  });

  it('keeps meta descriptions within 160 characters and gives every story its parts', () => {
    for (const study of caseStudies) {
      expect(study.metaDescription.length, study.slug).toBeLessThanOrEqual(160);
      expect(study.story.approach.length, study.slug).toBeGreaterThanOrEqual(3);
      expect(study.story.figures, study.slug).toHaveLength(3);
      expect(study.capabilities.length, study.slug).toBeGreaterThan(0);
      for (const capability of study.capabilities) expect(Object.keys(capabilityLinks)).toContain(capability);
    }
  });

  it('tells each client’s own story: context, constraints, measurement, a quote and what each capability brought', () => {
    for (const { slug, story, capabilities, capabilityNotes } of caseStudies) {
      expect(story.context.length, slug).toBeGreaterThan(150);
      expect(story.constraints, slug).toHaveLength(3);
      expect(story.measurement.length, slug).toBeGreaterThan(150);
      expect(story.quote, slug).toMatchObject({
        text: expect.any(String),
        author: expect.any(String),
        role: expect.any(String),
      });
      expect(Object.keys(capabilityNotes).sort(), slug).toEqual([...capabilities].sort());
    }
    // The capability blurb differs from study to study, not one line per capability.
    const notes = caseStudies.flatMap((study) => Object.values(study.capabilityNotes));
    expect(new Set(notes).size).toBe(notes.length);
  });

  it('describes every picture: the cover and each slide have alt text, each slide a caption', () => {
    for (const { slug, src, srcSlider } of caseStudies) {
      expect(src.alt.trim(), slug).not.toBe('');
      expect(srcSlider.length, slug).toBeGreaterThan(0);
      for (const image of srcSlider) {
        expect(image.alt.trim(), `${slug} ${image.src}`).not.toBe('');
        expect(image.caption.trim(), `${slug} ${image.src}`).not.toBe('');
      }
    }
  });

  // None of the fourteen products has a public site we may link to, so no page shows a button to one;
  // a real address added later must be https and never a reserved placeholder host.
  it('links out only to real https sites', () => {
    const real = (url: string) =>
      url.startsWith('https://') && !/(^|\.)example(\.(com|net|org))?$/.test(new URL(url).hostname);
    expect(caseStudies.filter((s) => s.siteUrl !== undefined && !real(s.siteUrl))).toEqual([]);
  });
});

// The specification's lookups: by id or any field (every given field must match), a path from a slug (empty
// when there is none), and the next project, cycling.
describe('case study lookups', () => {
  it('finds each study by its id, its slug or its brand, and nothing when fields disagree or none is given', () => {
    for (const study of caseStudies) {
      expect(findCaseStudy({ id: study.id })).toBe(study);
      expect(findCaseStudy({ slug: study.slug })).toBe(study);
      expect(findCaseStudy({ brand: study.brand, title: study.title })).toBe(study);
    }
    const [first, second] = caseStudies;
    expect(findCaseStudy({ id: first!.id, slug: second!.slug })).toBeUndefined();
    expect(findCaseStudy({ slug: 'no-such-study' })).toBeUndefined();
    expect(findCaseStudy({})).toBeUndefined();
  });

  it('finds the first study of a category', () => {
    const mobile = caseStudies.find((study) => study.category.includes('Mobile app'));
    expect(findCaseStudy({ category: 'Mobile app' })).toBe(mobile);
  });

  it('builds a path from a slug, or an empty string when there is none', () => {
    expect(publishedCaseStudyPath('bastian-bux')).toBe('/case-studies/bastian-bux');
    expect(publishedCaseStudyPath('patient-self-vvvvvcheck-in')).toBe('');
    expect(publishedCaseStudyPath('')).toBe('');
    expect(publishedCaseStudyPath(undefined)).toBe('');
  });

  it('visits every study once by following “next”, then comes back to the first', () => {
    const visited: string[] = [];
    let slug = caseStudies[0]!.slug;
    do {
      visited.push(slug);
      slug = nextCaseStudy(slug)!.slug;
    } while (slug !== caseStudies[0]!.slug && visited.length <= caseStudies.length);
    expect(visited.sort()).toEqual(caseStudies.map((study) => study.slug).sort());
    expect(nextCaseStudy('unknown')).toBeUndefined();
  });
});
