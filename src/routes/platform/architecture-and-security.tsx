import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { architectureAndSecurityPage } from '@/content/pages/platform/architecture-and-security';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/platform/architecture-and-security')({
  loader: () => staticPageData(architectureAndSecurityPage),
  head: staticPageHead,
  component: staticPage(ContentPage, architectureAndSecurityPage),
});
