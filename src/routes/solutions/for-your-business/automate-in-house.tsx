import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/solutions/for-your-business/automate-in-house');

export const Route = createFileRoute('/solutions/for-your-business/automate-in-house')({
  head: () => routeHead(meta, '/solutions/for-your-business/automate-in-house'),
  component: SolutionsForYourBusinessAutomateInHousePage,
});

function SolutionsForYourBusinessAutomateInHousePage() {
  return <ContentPage path="/solutions/for-your-business/automate-in-house" meta={meta} />;
}
