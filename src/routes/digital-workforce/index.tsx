import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/digital-workforce');

export const Route = createFileRoute('/digital-workforce/')({
  head: () => routeHead(meta, '/digital-workforce'),
  component: DigitalWorkforcePage,
});

function DigitalWorkforcePage() {
  return <PageShell meta={meta} />;
}
