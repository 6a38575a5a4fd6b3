import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { homePage } from '@/content/pages/home';
import { HomePage } from '@/pages/home-page';

export const Route = createFileRoute('/')({
  loader: () => staticPageData(homePage),
  head: staticPageHead,
  component: staticPage(HomePage, homePage),
});
