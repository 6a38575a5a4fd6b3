import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/solutions/enterprise/technology-engineering');

export const Route = createFileRoute('/solutions/enterprise/technology-engineering')({
  head: () => routeHead(meta, '/solutions/enterprise/technology-engineering'),
  component: SolutionsEnterpriseTechnologyEngineeringPage,
});

function SolutionsEnterpriseTechnologyEngineeringPage() {
  return <PageShell meta={meta} />;
}
