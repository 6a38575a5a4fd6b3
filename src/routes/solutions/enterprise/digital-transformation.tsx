import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/solutions/enterprise/digital-transformation');

export const Route = createFileRoute('/solutions/enterprise/digital-transformation')({
  head: () => routeHead(meta, '/solutions/enterprise/digital-transformation'),
  component: SolutionsEnterpriseDigitalTransformationPage,
});

function SolutionsEnterpriseDigitalTransformationPage() {
  return <PageShell meta={meta} />;
}
