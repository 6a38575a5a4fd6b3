import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { aboutPage } from '@/content/pages/about';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/about')({
  loader: () => staticPageData(aboutPage),
  head: staticPageHead,
  component: staticPage(ContentPage, aboutPage),
});
