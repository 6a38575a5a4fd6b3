import { describe, expect, it } from 'vitest';
import { getWorkerBySlug, workerPath, workers } from '@/content/workers';

// Contract 4: id, role, first name and slug of every worker.
const expected: [number, string, string, string][] = [
  [1, 'Chief of Staff', 'Ava', 'ava-chief-of-staff'],
  [2, 'Outreach Specialist', 'Leo', 'leo-outreach-specialist'],
  [3, 'Content Strategist', 'Maya', 'maya-content-strategist'],
  [4, 'Backup Operations Manager', 'Owen', 'owen-backup-operations-manager'],
  [5, 'Solutions Advisor', 'Iris', 'iris-solutions-advisor'],
  [6, 'System Intelligence Agent', 'Nova', 'nova-system-intelligence-agent'],
  [7, 'AI Receptionist', 'Ella', 'ella-ai-receptionist'],
  [8, 'Technical Support Specialist', 'Max', 'max-technical-support-specialist'],
  [9, 'Executive Receptionist', 'Grace', 'grace-executive-receptionist'],
  [10, 'Client Success Manager', 'Sam', 'sam-client-success-manager'],
  [11, 'Technical SEO Specialist', 'Theo', 'theo-technical-seo-specialist'],
  [12, 'Business Analyst', 'Zoe', 'zoe-business-analyst'],
];

describe('workers', () => {
  it('has twelve workers with ids 1-12 in order and unique slugs', () => {
    expect(workers.map((w) => w.id)).toEqual(expected.map(([id]) => id));
    expect(new Set(workers.map((w) => w.slug)).size).toBe(12);
  });

  it.each(expected)('worker %i is the %s %s at %s', (id, role, firstName, slug) => {
    const worker = workers.find((w) => w.id === id);
    expect(worker).toMatchObject({ firstName, slug, category: [role], textButton: `Hire ${firstName}` });
  });

  it('gives every worker a two-sentence description and a full detail page', () => {
    for (const worker of workers) {
      expect(worker.description.match(/[.!?](\s|$)/g)).toHaveLength(2);
      const { detail } = worker;
      expect(detail.summary.length).toBeGreaterThan(100);
      expect(detail.responsibilities.length).toBeGreaterThanOrEqual(4);
      expect(detail.responsibilities.length).toBeLessThanOrEqual(5);
      expect(detail.tasks.length).toBeGreaterThanOrEqual(5);
      expect(detail.tasks.length).toBeLessThanOrEqual(6);
      expect(detail.tools.length).toBeGreaterThanOrEqual(4);
      expect(detail.tools.length).toBeLessThanOrEqual(6);
      expect(detail.hiringSteps).toHaveLength(3);
      expect(detail.outcomes).toHaveLength(3);
    }
  });

  it('gives every worker a week, access notes, a hand-off and guardrails of its own', () => {
    for (const { firstName, detail } of workers) {
      expect(detail.week.map((entry) => entry.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
      expect(detail.connections).toContain(firstName);
      expect(detail.handoff.note).toMatch(/^“.+”$/s);
      expect(detail.guardrails).toHaveLength(4);
    }
    const guardrails = workers.flatMap((worker) => worker.detail.guardrails);
    expect(new Set(guardrails).size).toBe(guardrails.length);
  });

  it('points every worker at its portrait, poster and clip', () => {
    for (const { slug, imgSrc, src, video } of workers) {
      expect(imgSrc).toMatchObject({ src: `/media/workers/${slug}.webp`, width: 640, height: 800 });
      expect(video).toMatchObject({ src: `/media/workers/${slug}.mp4`, loop: true });
      expect(video.poster).toMatchObject({ src: `/media/workers/${slug}-poster.webp`, width: 640, height: 360 });
      expect(src).toBe(video.src);
      // A stylised glowing bust with the role's icon, no likeness: decoration beside the worker's name.
      expect([imgSrc.alt, video.poster.alt]).toEqual(['', '']);
    }
  });

  it('looks workers up by slug and builds their path', () => {
    expect(getWorkerBySlug('ella-ai-receptionist')?.firstName).toBe('Ella');
    expect(getWorkerBySlug('nobody')).toBeUndefined();
    expect(workerPath('zoe-business-analyst')).toBe('/digital-workforce/zoe-business-analyst');
  });
});
