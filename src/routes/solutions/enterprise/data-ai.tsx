import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ServicePage } from '@/pages/service-page';

const meta = staticMeta('/solutions/enterprise/data-ai');

export const Route = createFileRoute('/solutions/enterprise/data-ai')({
  head: () => routeHead(meta, '/solutions/enterprise/data-ai'),
  component: SolutionsEnterpriseDataAiPage,
});

function SolutionsEnterpriseDataAiPage() {
  return <ServicePage slug="/data-ai" meta={meta} />;
}
