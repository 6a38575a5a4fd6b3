import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { platformOverviewPage } from '@/content/pages/platform/platform-overview';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/platform/platform-overview')({
  loader: () => staticPageData(platformOverviewPage),
  head: staticPageHead,
  component: staticPage(ContentPage, platformOverviewPage),
});
