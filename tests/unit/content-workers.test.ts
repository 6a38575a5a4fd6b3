import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getWorkerBySlug, workers } from '@/content/workers';

// Rules every digital worker keeps, whatever its words; which workers exist and what their pages are titled
// is checked on the built site (tests/e2e/routes.spec.ts).
const inPublic = (src: string) => existsSync(join('public', src));

describe('workers', () => {
  it('gives every worker an id and a slug of its own', () => {
    expect(workers.length).toBeGreaterThan(1);
    expect(new Set(workers.map((w) => w.id)).size).toBe(workers.length);
    expect(new Set(workers.map((w) => w.slug)).size).toBe(workers.length);
  });

  it('gives every worker one role and a button that hires them by first name', () => {
    for (const { slug, firstName, category, textButton } of workers) {
      expect(category, slug).toHaveLength(1);
      expect(textButton, slug).toBe(`Hire ${firstName}`);
    }
  });

  it('gives every worker a two-sentence description and a full detail page', () => {
    for (const { slug, description, detail } of workers) {
      expect(description.match(/[.!?](\s|$)/g), slug).toHaveLength(2);
      expect(detail.summary.length, slug).toBeGreaterThan(100);
      expect(detail.responsibilities.length, slug).toBeGreaterThanOrEqual(4);
      expect(detail.responsibilities.length, slug).toBeLessThanOrEqual(5);
      expect(detail.tasks.length, slug).toBeGreaterThanOrEqual(5);
      expect(detail.tasks.length, slug).toBeLessThanOrEqual(6);
      expect(detail.tools.length, slug).toBeGreaterThanOrEqual(4);
      expect(detail.tools.length, slug).toBeLessThanOrEqual(6);
      expect(detail.hiringSteps, slug).toHaveLength(3);
      expect(detail.outcomes, slug).toHaveLength(3);
    }
  });

  it('gives every worker a week, access notes, a hand-off and guardrails of its own', () => {
    for (const { slug, firstName, detail } of workers) {
      expect(
        detail.week.map((entry) => entry.day),
        slug,
      ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
      expect(detail.connections, slug).toContain(firstName);
      expect(detail.handoff.note, slug).toMatch(/^“.+”$/s);
      expect(detail.guardrails, slug).toHaveLength(4);
    }
    const guardrails = workers.flatMap((worker) => worker.detail.guardrails);
    expect(new Set(guardrails).size).toBe(guardrails.length);
  });

  it('gives every worker a portrait, a poster and a clip that exist, the pictures marked as decoration', () => {
    for (const { slug, imgSrc, video } of workers) {
      expect(
        [imgSrc.src, video.poster.src, video.src].filter((src) => !inPublic(src)),
        slug,
      ).toEqual([]);
      // A stylised glowing bust with the role's icon, no likeness: decoration beside the worker's name.
      expect([imgSrc.alt, video.poster.alt], slug).toEqual(['', '']);
    }
  });

  it('looks each worker up by its slug, and nobody by an unknown one', () => {
    for (const worker of workers) expect(getWorkerBySlug(worker.slug)).toBe(worker);
    expect(getWorkerBySlug('nobody')).toBeUndefined();
  });
});
