import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { whyInfinytePage } from '@/content/pages/philosophy/why-infinyte';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/philosophy/why-infinyte')({
  loader: () => staticPageData(whyInfinytePage),
  head: staticPageHead,
  component: staticPage(ContentPage, whyInfinytePage),
});
