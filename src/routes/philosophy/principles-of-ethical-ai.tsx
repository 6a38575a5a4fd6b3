import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { ethicalPrinciplesPage } from '@/content/pages/philosophy/principles-of-ethical-ai';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/philosophy/principles-of-ethical-ai')({
  loader: () => staticPageData(ethicalPrinciplesPage),
  head: staticPageHead,
  component: staticPage(ContentPage, ethicalPrinciplesPage),
});
