import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { digitalTransformationPage } from '@/content/pages/enterprise/digital-transformation';
import { ServicePage } from '@/pages/service-page';

export const Route = createFileRoute('/solutions/enterprise/digital-transformation')({
  loader: () => staticPageData(digitalTransformationPage),
  head: staticPageHead,
  component: staticPage(ServicePage, digitalTransformationPage),
});
