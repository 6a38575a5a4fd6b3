import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/solutions');

export const Route = createFileRoute('/solutions/')({
  head: () => routeHead(meta, '/solutions'),
  component: SolutionsPage,
});

function SolutionsPage() {
  return <PageShell meta={meta} />;
}
