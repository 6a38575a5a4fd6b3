import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ServicePage } from '@/pages/service-page';

const meta = staticMeta('/solutions/enterprise/digital-transformation');

export const Route = createFileRoute('/solutions/enterprise/digital-transformation')({
  head: () => routeHead(meta, '/solutions/enterprise/digital-transformation'),
  component: SolutionsEnterpriseDigitalTransformationPage,
});

function SolutionsEnterpriseDigitalTransformationPage() {
  return <ServicePage slug="/digital-transformation" meta={meta} />;
}
