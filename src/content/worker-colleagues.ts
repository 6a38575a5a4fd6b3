// Which three colleagues a worker's page introduces at its foot.
import type { AiWorker } from '@/content/types';
import { workers } from '@/content/workers';

/**
 * The next three workers in the list, wrapping round, so every profile links
 * onward and each worker is linked from the three before it. Found by slug:
 * the route loader hands the page a copy of the worker, not the listed object.
 */
export const colleaguesOf = (worker: Pick<AiWorker, 'slug'>) => {
  const index = workers.findIndex((entry) => entry.slug === worker.slug);
  if (index === -1) throw new Error(`Unknown worker ${worker.slug}`);
  return [1, 2, 3].map((step) => workers[(index + step) % workers.length]!);
};
