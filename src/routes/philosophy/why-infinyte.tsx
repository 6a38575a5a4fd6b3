import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/philosophy/why-infinyte');

export const Route = createFileRoute('/philosophy/why-infinyte')({
  head: () => routeHead(meta, '/philosophy/why-infinyte'),
  component: PhilosophyWhyInfinytePage,
});

function PhilosophyWhyInfinytePage() {
  return <ContentPage path="/philosophy/why-infinyte" meta={meta} />;
}
