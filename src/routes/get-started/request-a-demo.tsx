import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/get-started/request-a-demo');

export const Route = createFileRoute('/get-started/request-a-demo')({
  head: () => routeHead(meta, '/get-started/request-a-demo'),
  component: GetStartedRequestADemoPage,
});

function GetStartedRequestADemoPage() {
  return <ContentPage path="/get-started/request-a-demo" meta={meta} />;
}
