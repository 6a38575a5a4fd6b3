import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { symbolismPage } from '@/content/pages/philosophy/symbolism-behind-the-logo';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/philosophy/symbolism-behind-the-logo')({
  loader: () => staticPageData(symbolismPage),
  head: staticPageHead,
  component: staticPage(ContentPage, symbolismPage),
});
