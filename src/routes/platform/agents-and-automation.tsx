import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/platform/agents-and-automation');

export const Route = createFileRoute('/platform/agents-and-automation')({
  head: () => routeHead(meta, '/platform/agents-and-automation'),
  component: PlatformAgentsAndAutomationPage,
});

function PlatformAgentsAndAutomationPage() {
  return <PageShell meta={meta} />;
}
