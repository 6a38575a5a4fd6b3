import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/');

export const Route = createFileRoute('/')({
  head: () => routeHead(meta, '/'),
  component: HomePage,
});

function HomePage() {
  return <PageShell meta={meta} />;
}
