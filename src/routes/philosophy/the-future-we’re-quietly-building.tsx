import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/philosophy/the-future-we’re-quietly-building');

export const Route = createFileRoute('/philosophy/the-future-we’re-quietly-building')({
  head: () => routeHead(meta, '/philosophy/the-future-we’re-quietly-building'),
  component: PhilosophyTheFutureWeReQuietlyBuildingPage,
});

function PhilosophyTheFutureWeReQuietlyBuildingPage() {
  return <PageShell meta={meta} />;
}
