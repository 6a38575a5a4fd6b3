import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { requestADemoPage } from '@/content/pages/get-started/request-a-demo';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/get-started/request-a-demo')({
  loader: () => staticPageData(requestADemoPage),
  head: staticPageHead,
  component: staticPage(ContentPage, requestADemoPage),
});
