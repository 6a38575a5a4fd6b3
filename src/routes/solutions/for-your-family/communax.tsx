import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/solutions/for-your-family/communax');

export const Route = createFileRoute('/solutions/for-your-family/communax')({
  head: () => routeHead(meta, '/solutions/for-your-family/communax'),
  component: SolutionsForYourFamilyCommunaxPage,
});

function SolutionsForYourFamilyCommunaxPage() {
  return <ContentPage path="/solutions/for-your-family/communax" meta={meta} />;
}
