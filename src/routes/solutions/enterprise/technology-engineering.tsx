import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ServicePage } from '@/pages/service-page';

const meta = staticMeta('/solutions/enterprise/technology-engineering');

export const Route = createFileRoute('/solutions/enterprise/technology-engineering')({
  head: () => routeHead(meta, '/solutions/enterprise/technology-engineering'),
  component: SolutionsEnterpriseTechnologyEngineeringPage,
});

function SolutionsEnterpriseTechnologyEngineeringPage() {
  return <ServicePage slug="/technology-engineering" meta={meta} />;
}
