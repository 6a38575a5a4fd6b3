import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { privacyPage } from '@/content/pages/privacy';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/privacy')({
  loader: () => staticPageData(privacyPage),
  head: staticPageHead,
  component: staticPage(ContentPage, privacyPage),
});
