import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/philosophy/the-future-we’re-quietly-building');

export const Route = createFileRoute('/philosophy/the-future-we’re-quietly-building')({
  head: () => routeHead(meta, '/philosophy/the-future-we’re-quietly-building'),
  component: PhilosophyTheFutureWeReQuietlyBuildingPage,
});

function PhilosophyTheFutureWeReQuietlyBuildingPage() {
  return <ContentPage path="/philosophy/the-future-we’re-quietly-building" meta={meta} />;
}
