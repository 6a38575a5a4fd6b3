import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ServicePage } from '@/pages/service-page';

const meta = staticMeta('/solutions/enterprise/platforming-cloud');

export const Route = createFileRoute('/solutions/enterprise/platforming-cloud')({
  head: () => routeHead(meta, '/solutions/enterprise/platforming-cloud'),
  component: SolutionsEnterprisePlatformingCloudPage,
});

function SolutionsEnterprisePlatformingCloudPage() {
  return <ServicePage slug="/platforming-cloud" meta={meta} />;
}
