import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { communaxPage } from '@/content/pages/communax';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/solutions/for-your-family/communax')({
  loader: () => staticPageData(communaxPage),
  head: staticPageHead,
  component: staticPage(ContentPage, communaxPage),
});
