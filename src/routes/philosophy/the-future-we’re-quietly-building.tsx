import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { futurePage } from '@/content/pages/philosophy/the-future-were-quietly-building';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/philosophy/the-future-we’re-quietly-building')({
  loader: () => staticPageData(futurePage),
  head: staticPageHead,
  component: staticPage(ContentPage, futurePage),
});
