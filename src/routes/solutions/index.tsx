import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { solutionsPage } from '@/content/pages/solutions';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/solutions/')({
  loader: () => staticPageData(solutionsPage),
  head: staticPageHead,
  component: staticPage(ContentPage, solutionsPage),
});
