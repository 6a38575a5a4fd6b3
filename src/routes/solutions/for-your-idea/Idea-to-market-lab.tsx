import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { ideaToMarketLabPage } from '@/content/pages/idea-to-market-lab';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/solutions/for-your-idea/Idea-to-market-lab')({
  loader: () => staticPageData(ideaToMarketLabPage),
  head: staticPageHead,
  component: staticPage(ContentPage, ideaToMarketLabPage),
});
