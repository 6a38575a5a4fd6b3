// The home page's digital workforce carousel with its data: both load in the
// carousel's chunk when the visitor nears it, not with the page.
import { home } from '@/content/home';
import { workers } from '@/content/workers';
import { WorkerCarousel } from '@/components/sections/worker-carousel';

export default function HomeWorkforce({ id }: { id: string }) {
  return <WorkerCarousel id={id} surface="muted" {...home.workers} workers={workers} />;
}
