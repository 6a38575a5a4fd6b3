import { describe, expect, it } from 'vitest';
import { findWorker } from '@/app/template-data';
import { workers } from '@/content/workers';
import { colleaguesOf } from '@/content/worker-colleagues';

// The page receives its worker from the route loader (`findWorker`), which
// hands over a copy with the role added, not the object in the list: the
// colleagues must be found by identity of content, not of reference.
const pageWorker = (slug: string) => {
  const worker = findWorker(slug);
  if (!worker) throw new Error(`no worker ${slug}`);
  return worker;
};

describe('colleagues block on worker pages', () => {
  it.each(workers.map((worker) => worker.slug))('%s lists three other workers, never itself', (slug) => {
    const colleagues = colleaguesOf(pageWorker(slug)).map((colleague) => colleague.slug);
    expect(colleagues).toHaveLength(3);
    expect(new Set(colleagues).size).toBe(3);
    expect(colleagues).not.toContain(slug);
  });

  it('links every worker from at least two other workers’ pages', () => {
    const inbound = new Map(workers.map((worker) => [worker.slug, new Set<string>()]));
    for (const { slug } of workers) {
      for (const colleague of colleaguesOf(pageWorker(slug))) {
        if (colleague.slug !== slug) inbound.get(colleague.slug)!.add(slug);
      }
    }
    const underLinked = [...inbound].filter(([, from]) => from.size < 2).map(([slug]) => slug);
    expect(underLinked).toEqual([]);
  });
});
