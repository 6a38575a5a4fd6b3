import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/platform/platform-overview');

export const Route = createFileRoute('/platform/platform-overview')({
  head: () => routeHead(meta, '/platform/platform-overview'),
  component: PlatformPlatformOverviewPage,
});

function PlatformPlatformOverviewPage() {
  return <PageShell meta={meta} />;
}
