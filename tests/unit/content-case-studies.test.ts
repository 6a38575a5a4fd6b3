import { describe, expect, it } from 'vitest';
import { capabilityLinks } from '@/content/offerings';
import { caseStudies, caseStudyPath, findCaseStudy, listCaseStudies, nextCaseStudy } from '@/content/case-studies';

// Contract 4: id, brand, slug and category of every case study.
const expected: [number, string, string, 'Web app' | 'Mobile app'][] = [
  [1, 'RepairLine', 'repairline', 'Web app'],
  [2, 'Snap & Savor', 'snap-savor', 'Mobile app'],
  [3, 'Fade Home', 'fade-home', 'Mobile app'],
  [4, 'Pulse Coach', 'pulse-coach', 'Mobile app'],
  [5, 'Commons', 'commons', 'Web app'],
  [6, 'Novara Conic', 'novara-conic', 'Web app'],
  [7, 'Auto Show Remote Sign-Up', 'auto-show-remote-sign-up', 'Web app'],
  [8, 'Bastian Bux', 'bastian-bux', 'Web app'],
  [9, 'Salsa Nights', 'salsa-nights', 'Mobile app'],
  [10, 'CareLink', 'carelink', 'Mobile app'],
  [11, 'Rent-a-Goalie', 'rent-a-goalie', 'Mobile app'],
  [12, 'MedMinder', 'medminder', 'Mobile app'],
  [13, 'Crumb Club', 'crumb-club', 'Web app'],
  [14, 'Patient Self Check-In', 'patient-self-check-in', 'Web app'],
];

describe('case studies', () => {
  it('has fourteen studies with ids 1-14 and unique slugs', () => {
    expect(caseStudies.map((s) => s.id)).toEqual(expected.map(([id]) => id));
    expect(new Set(caseStudies.map((s) => s.slug)).size).toBe(14);
  });

  it.each(expected)('study %i is %s (%s, %s)', (id, brand, slug, category) => {
    expect(findCaseStudy({ id })).toMatchObject({ brand, slug, category: [category] });
  });

  it('keeps meta descriptions within 160 characters and gives every story its parts', () => {
    for (const study of caseStudies) {
      expect(study.metaDescription.length).toBeLessThanOrEqual(160);
      expect(study.story.approach.length).toBeGreaterThanOrEqual(3);
      expect(study.story.figures).toHaveLength(3);
      expect(study.capabilities.length).toBeGreaterThan(0);
      for (const capability of study.capabilities) expect(Object.keys(capabilityLinks)).toContain(capability);
    }
  });

  it('tells each client’s own story: context, constraints, measurement, a quote and what each capability brought', () => {
    for (const { story, capabilities, capabilityNotes } of caseStudies) {
      expect(story.context.length).toBeGreaterThan(150);
      expect(story.constraints).toHaveLength(3);
      expect(story.measurement.length).toBeGreaterThan(150);
      expect(story.quote).toMatchObject({
        text: expect.any(String),
        author: expect.any(String),
        role: expect.any(String),
      });
      expect(Object.keys(capabilityNotes).sort()).toEqual([...capabilities].sort());
    }
    // The capability blurb differs from study to study, not one line per capability.
    const notes = caseStudies.flatMap((study) => Object.values(study.capabilityNotes));
    expect(new Set(notes).size).toBe(notes.length);
  });

  it('uses the contract media, each slide captioned', () => {
    for (const { slug, src, srcSlider } of caseStudies) {
      expect(src).toMatchObject({ src: `/media/case-studies/${slug}/cover.webp`, width: 1200, height: 800 });
      expect(srcSlider.map((image) => [image.src, image.width, image.height])).toEqual([
        [`/media/case-studies/${slug}/slide-1.webp`, 1200, 800],
        [`/media/case-studies/${slug}/slide-2.webp`, 800, 1000],
        [`/media/case-studies/${slug}/slide-3.webp`, 1200, 675],
      ]);
      for (const image of srcSlider) expect(image.caption).not.toBe('');
    }
  });

  // None of the fourteen products has a public site we may link to, so no page shows a button to one;
  // a real address added later must be https and never a reserved placeholder host.
  it('links out only to real https sites', () => {
    const real = (url: string) =>
      url.startsWith('https://') && !/(^|\.)example(\.(com|net|org))?$/.test(new URL(url).hostname);
    expect(caseStudies.filter((s) => s.siteUrl !== undefined && !real(s.siteUrl))).toEqual([]);
  });

  it('finds a study by id or by any field, and every given field must match', () => {
    expect(findCaseStudy({ slug: 'fade-home' })?.id).toBe(3);
    expect(findCaseStudy({ id: 3 })?.slug).toBe('fade-home');
    expect(findCaseStudy({ brand: 'CareLink' })?.slug).toBe('carelink');
    expect(findCaseStudy({ title: 'Collision recovery, rebuilt for the web' })?.brand).toBe('RepairLine');
    expect(findCaseStudy({ category: 'Mobile app' })?.id).toBe(2);
    expect(findCaseStudy({ id: 3, brand: 'CareLink' })).toBeUndefined();
    expect(findCaseStudy({ slug: 'no-such-study' })).toBeUndefined();
    expect(findCaseStudy({})).toBeUndefined();
  });

  it('lists all studies', () => {
    expect(listCaseStudies()).toHaveLength(14);
    expect(listCaseStudies()).toEqual(caseStudies);
  });

  it('builds a path from a slug, or an empty string when there is none', () => {
    expect(caseStudyPath('bastian-bux')).toBe('/case-studies/bastian-bux');
    expect(caseStudyPath('patient-self-vvvvvcheck-in')).toBe('');
    expect(caseStudyPath('')).toBe('');
    expect(caseStudyPath(undefined)).toBe('');
  });

  it('cycles to the next study and gives none for an unknown slug', () => {
    expect(nextCaseStudy('repairline')?.slug).toBe('snap-savor');
    expect(nextCaseStudy('patient-self-check-in')?.slug).toBe('repairline');
    expect(nextCaseStudy('unknown')).toBeUndefined();
  });
});
