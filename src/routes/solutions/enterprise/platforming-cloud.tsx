import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { platformingCloudPage } from '@/content/pages/enterprise/platforming-cloud';
import { ServicePage } from '@/pages/service-page';

export const Route = createFileRoute('/solutions/enterprise/platforming-cloud')({
  loader: () => staticPageData(platformingCloudPage),
  head: staticPageHead,
  component: staticPage(ServicePage, platformingCloudPage),
});
