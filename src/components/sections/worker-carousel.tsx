import { CarouselRegion } from './carousel-region';
import { SectionScaffold } from './section-scaffold';
import { WorkerCard, type WorkerCardWorker } from './worker-card';
import type { PageSurface } from '@/components/vocabulary';

export type WorkerCarouselProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  workers: WorkerCardWorker[];
  /** Name of the carousel region, distinct from the section's heading. */
  carouselLabel?: string;
  surface?: PageSurface;
  className?: string;
};

/** The digital workforce as an APG carousel: named region, 'N of M' slide groups, a picker per worker. */
export function WorkerCarousel({
  id,
  eyebrow,
  title,
  intro,
  workers,
  carouselLabel = 'Digital workers',
  surface,
  className,
}: WorkerCarouselProps) {
  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} intro={intro} className={className}>
      <CarouselRegion
        label={carouselLabel}
        itemName="worker"
        items={workers}
        itemKey={(worker) => worker.slug}
        itemLabel={(worker) => ({ name: worker.firstName, detail: worker.category[0] })}
        trackClassName="-ml-carousel-gap"
        // 1 worker per view, 2 from 576 px (sm), 3 from 992 px (lg).
        slideClassName="py-2 pl-carousel-gap sm:basis-1/2 lg:basis-1/3"
      >
        {(worker) => <WorkerCard worker={worker} />}
      </CarouselRegion>
    </SectionScaffold>
  );
}
