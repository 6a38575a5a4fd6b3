// The home page's digital workforce carousel with its workers. In the browser it is an island that hydrates when
// the visitor nears it, with only what its cards show of each worker (src/islands/worker-carousel-mark.tsx).
import { home } from '@/content/home';
import { workers } from '@/content/workers';
import { WorkerCarousel } from '@/components/sections/worker-carousel';

export function HomeWorkforce({ id }: { id: string }) {
  return <WorkerCarousel id={id} surface="muted" {...home.workers} workers={workers} />;
}
