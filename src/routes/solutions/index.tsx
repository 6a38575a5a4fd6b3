import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/solutions');

export const Route = createFileRoute('/solutions/')({
  head: () => routeHead(meta, '/solutions'),
  component: SolutionsPage,
});

function SolutionsPage() {
  return <ContentPage path="/solutions" meta={meta} />;
}
