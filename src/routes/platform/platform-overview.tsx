import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/platform/platform-overview');

export const Route = createFileRoute('/platform/platform-overview')({
  head: () => routeHead(meta, '/platform/platform-overview'),
  component: PlatformPlatformOverviewPage,
});

function PlatformPlatformOverviewPage() {
  return <ContentPage path="/platform/platform-overview" meta={meta} />;
}
