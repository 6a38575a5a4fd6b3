import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/get-started/find-your-fit');

export const Route = createFileRoute('/get-started/find-your-fit')({
  head: () => routeHead(meta, '/get-started/find-your-fit'),
  component: GetStartedFindYourFitPage,
});

function GetStartedFindYourFitPage() {
  return <ContentPage path="/get-started/find-your-fit" meta={meta} />;
}
