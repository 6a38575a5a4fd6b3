import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/solutions/for-your-idea/Idea-to-market-lab');

export const Route = createFileRoute('/solutions/for-your-idea/Idea-to-market-lab')({
  head: () => routeHead(meta, '/solutions/for-your-idea/Idea-to-market-lab'),
  component: SolutionsForYourIdeaIdeaToMarketLabPage,
});

function SolutionsForYourIdeaIdeaToMarketLabPage() {
  return <ContentPage path="/solutions/for-your-idea/Idea-to-market-lab" meta={meta} />;
}
