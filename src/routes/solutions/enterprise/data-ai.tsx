import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { dataAiPage } from '@/content/pages/enterprise/data-ai';
import { ServicePage } from '@/pages/service-page';

export const Route = createFileRoute('/solutions/enterprise/data-ai')({
  loader: () => staticPageData(dataAiPage),
  head: staticPageHead,
  component: staticPage(ServicePage, dataAiPage),
});
