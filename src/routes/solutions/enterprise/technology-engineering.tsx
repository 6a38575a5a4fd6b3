import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { technologyEngineeringPage } from '@/content/pages/enterprise/technology-engineering';
import { ServicePage } from '@/pages/service-page';

export const Route = createFileRoute('/solutions/enterprise/technology-engineering')({
  loader: () => staticPageData(technologyEngineeringPage),
  head: staticPageHead,
  component: staticPage(ServicePage, technologyEngineeringPage),
});
