// Digital workers as a plain grid of cards (no carousel): the whole team on
// the workforce page, a few colleagues at the foot of a worker's page.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionIntro } from '@/components/sections/section-intro';
import { useSectionTitleId } from '@/components/sections/section-id';
import { WorkerCard, type WorkerCardWorker } from '@/components/sections/worker-card';

export type WorkerGridProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  workers: WorkerCardWorker[];
  tone?: 'default' | 'muted';
  /** A link under the grid, e.g. back to the whole team. */
  footer?: ReactNode;
};

export function WorkerGrid({ id, eyebrow, title, intro, workers, tone, footer }: WorkerGridProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ul className="grid gap-carousel-gap sm:grid-cols-2 lg:grid-cols-3">
          {workers.map((worker) => (
            <li key={worker.slug}>
              <WorkerCard worker={worker} />
            </li>
          ))}
        </ul>
        {footer}
      </Container>
    </Section>
  );
}
