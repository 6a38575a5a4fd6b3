import { CAROUSEL_BREAKPOINTS, pageCount } from './carousel-breakpoints';
import { CarouselControls } from './carousel-controls';
import { SectionScaffold } from './section-scaffold';
import { useApgCarousel } from './use-apg-carousel';
import { WorkerCard, type WorkerCardWorker } from './worker-card';

// Slide widths follow CAROUSEL_BREAKPOINTS: 1 per view, 2 from 576 (sm) and 768 (md), 3 from 992 (lg).
export type WorkerCarouselProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  workers: WorkerCardWorker[];
  /** Name of the carousel region, distinct from the section's heading. */
  carouselLabel?: string;
  tone?: 'default' | 'muted';
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
  tone,
  className,
}: WorkerCarouselProps) {
  const [viewportRef, carousel] = useApgCarousel(workers.length, pageCount(workers.length, desktopSlides));
  return (
    <SectionScaffold id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} className={className}>
      <div role="region" aria-roledescription="carousel" aria-label={carouselLabel} className="flex flex-col gap-8">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="-ml-carousel-gap flex touch-pan-y">
            {workers.map((worker, index) => (
              <div
                key={worker.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${workers.length}`}
                inert={carousel.isHidden(index)}
                className="min-w-0 shrink-0 grow-0 basis-full py-2 pl-carousel-gap sm:basis-1/2 lg:basis-1/3"
              >
                <WorkerCard worker={worker} />
              </div>
            ))}
          </div>
        </div>
        <CarouselControls carousel={carousel} itemName="worker" />
      </div>
    </SectionScaffold>
  );
}
