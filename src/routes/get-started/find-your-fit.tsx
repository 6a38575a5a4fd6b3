import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { findYourFitPage } from '@/content/pages/get-started/find-your-fit';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/get-started/find-your-fit')({
  loader: () => staticPageData(findYourFitPage),
  head: staticPageHead,
  component: staticPage(ContentPage, findYourFitPage),
});
