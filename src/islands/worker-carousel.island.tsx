// The digital workforce carousel as an island (embla, the WAI-ARIA carousel): the section and its cards, hydrated
// as one root. Its props are the cards' data, picked from the workers by its mark, never the workers module. Each
// card's Hire button is the conversation's trigger, which opens the dialog through the shared store.
import { WorkerCarousel, type WorkerCarouselProps } from '@/components/sections/worker-carousel';
import type { WorkerCardWorker } from '@/components/sections/worker-card';
import { arrayOf, isImage, isString, isVideo, oneOf, optional, parsed, shape } from './props';

export type WorkerCarouselIslandProps = Omit<WorkerCarouselProps, 'workers'> & { workers: WorkerCardWorker[] };

const isWorker = shape<WorkerCardWorker>({
  slug: isString,
  firstName: isString,
  title: isString,
  category: (value): value is [string] => Array.isArray(value) && value.length === 1 && isString(value[0]),
  textButton: isString,
  imgSrc: isImage,
  video: isVideo,
});

const isProps = shape<WorkerCarouselIslandProps>({
  id: optional(isString),
  eyebrow: optional(isString),
  title: isString,
  intro: optional(isString),
  workers: arrayOf(isWorker),
  carouselLabel: optional(isString),
  surface: optional(oneOf(['default', 'muted'])),
  className: optional(isString),
});

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'worker carousel', "a section's copy and its workers' cards");

export default function WorkerCarouselIsland(props: WorkerCarouselIslandProps) {
  return <WorkerCarousel {...props} />;
}
