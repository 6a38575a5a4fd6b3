// The server's stand-in for src/components/sections/worker-carousel.tsx in the islands build
// (scripts/vite-island-marks.ts): the carousel written as its island, with only what its cards show of each worker
// as props.
import type { WorkerCarouselProps } from '@/components/sections/worker-carousel';
import { workerCard } from '@/app/template-data';
import WorkerCarouselIsland from './worker-carousel.island';
import { IslandMark } from './island-mark';
import type { IslandProps } from './registry';

export type { WorkerCarouselProps };

export function WorkerCarousel({ workers, ...section }: WorkerCarouselProps) {
  const props: IslandProps<'worker-carousel'> = {
    ...section,
    workers: workers.map(workerCard),
  };
  return (
    <IslandMark name="worker-carousel" props={props} hydrate="visible">
      <WorkerCarouselIsland {...props} />
    </IslandMark>
  );
}
