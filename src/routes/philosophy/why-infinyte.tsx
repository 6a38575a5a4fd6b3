import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/philosophy/why-infinyte');

export const Route = createFileRoute('/philosophy/why-infinyte')({
  head: () => routeHead(meta, '/philosophy/why-infinyte'),
  component: PhilosophyWhyInfinytePage,
});

function PhilosophyWhyInfinytePage() {
  return <PageShell meta={meta} />;
}
