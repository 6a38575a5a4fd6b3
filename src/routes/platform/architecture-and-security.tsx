import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/platform/architecture-and-security');

export const Route = createFileRoute('/platform/architecture-and-security')({
  head: () => routeHead(meta, '/platform/architecture-and-security'),
  component: PlatformArchitectureAndSecurityPage,
});

function PlatformArchitectureAndSecurityPage() {
  return <ContentPage path="/platform/architecture-and-security" meta={meta} />;
}
