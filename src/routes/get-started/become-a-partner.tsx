import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { becomeAPartnerPage } from '@/content/pages/get-started/become-a-partner';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/get-started/become-a-partner')({
  loader: () => staticPageData(becomeAPartnerPage),
  head: staticPageHead,
  component: staticPage(ContentPage, becomeAPartnerPage),
});
