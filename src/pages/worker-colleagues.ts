// Which three colleagues a worker's page introduces at its foot.
import type { AiWorker } from '@/content/types';
import { workers } from '@/content/workers';

/** The next three workers in the list, wrapping round, so every profile links onward. */
export const colleaguesOf = (worker: AiWorker) => {
  const index = workers.indexOf(worker);
  return [1, 2, 3].map((step) => workers[(index + step) % workers.length]!);
};
