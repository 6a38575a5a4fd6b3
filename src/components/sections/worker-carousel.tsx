import { CAROUSEL_BREAKPOINTS, pageCount } from './carousel-breakpoints';
import { CarouselRegion } from './carousel-region';
import { SectionScaffold } from './section-scaffold';
import { WorkerCard, type WorkerCardWorker } from './worker-card';
import type { PageSurface } from '@/components/vocabulary';

// Slide widths follow CAROUSEL_BREAKPOINTS: 1 per view, 2 from 576 (sm) and 768 (md), 3 from 992 (lg).
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

const desktopSlides = CAROUSEL_BREAKPOINTS[0].slides;

/** The digital workforce as an APG carousel: named region, 'N of M' slide groups, named pagination. */
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
        initialPages={pageCount(workers.length, desktopSlides)}
        trackClassName="-ml-carousel-gap"
        slideClassName="py-2 pl-carousel-gap sm:basis-1/2 lg:basis-1/3"
      >
        {(worker) => <WorkerCard worker={worker} />}
      </CarouselRegion>
    </SectionScaffold>
  );
}
