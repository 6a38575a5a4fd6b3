import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { ServicePage } from '@/pages/service-page';

export const Route = createFileRoute('/solutions/enterprise/platforming-cloud')({
  loader: loadStaticPage,
  head: staticPageHead,
  component: staticPage(ServicePage),
});
