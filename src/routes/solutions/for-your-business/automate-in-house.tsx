import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { automateInHousePage } from '@/content/pages/automate-in-house';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/solutions/for-your-business/automate-in-house')({
  loader: () => staticPageData(automateInHousePage),
  head: staticPageHead,
  component: staticPage(ContentPage, automateInHousePage),
});
