import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/case-studies');

export const Route = createFileRoute('/case-studies/')({
  head: () => routeHead(meta, '/case-studies'),
  component: CaseStudiesPage,
});

function CaseStudiesPage() {
  return <PageShell meta={meta} />;
}
