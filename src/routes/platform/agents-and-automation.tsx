import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/platform/agents-and-automation');

export const Route = createFileRoute('/platform/agents-and-automation')({
  head: () => routeHead(meta, '/platform/agents-and-automation'),
  component: PlatformAgentsAndAutomationPage,
});

function PlatformAgentsAndAutomationPage() {
  return <ContentPage path="/platform/agents-and-automation" meta={meta} />;
}
