import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/about')({
  loader: loadStaticPage,
  head: staticPageHead,
  component: staticPage(ContentPage),
});
