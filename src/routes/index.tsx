import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { HomePage } from '@/pages/home-page';

export const Route = createFileRoute('/')({
  loader: loadStaticPage,
  head: staticPageHead,
  component: staticPage(HomePage),
});
