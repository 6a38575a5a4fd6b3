// Digital workers as a plain grid of cards (no carousel): the whole team on
// the workforce page, a few colleagues at the foot of a worker's page.
import type { ReactNode } from 'react';
import { SectionScaffold } from '@/components/sections/section-scaffold';
import { WorkerCard, type WorkerCardWorker } from '@/components/sections/worker-card';
import type { PageSurface } from '@/components/vocabulary';

export type WorkerGridProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  workers: WorkerCardWorker[];
  surface?: PageSurface;
  /** A link under the grid, e.g. back to the whole team. */
  footer?: ReactNode;
};

export function WorkerGrid({ id, eyebrow, title, intro, workers, surface, footer }: WorkerGridProps) {
  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} intro={intro} gap="lg">
      <ul className="grid gap-carousel-gap sm:grid-cols-2 lg:grid-cols-3">
        {workers.map((worker) => (
          <li key={worker.slug}>
            <WorkerCard worker={worker} />
          </li>
        ))}
      </ul>
      {footer}
    </SectionScaffold>
  );
}
