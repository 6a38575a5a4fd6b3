import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/people/meet-the-digital-workforce');

export const Route = createFileRoute('/people/meet-the-digital-workforce')({
  head: () => routeHead(meta, '/people/meet-the-digital-workforce'),
  component: PeopleMeetTheDigitalWorkforcePage,
});

function PeopleMeetTheDigitalWorkforcePage() {
  return <PageShell meta={meta} />;
}
