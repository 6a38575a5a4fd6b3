import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/privacy');

export const Route = createFileRoute('/privacy')({
  head: () => routeHead(meta, '/privacy'),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <PageShell meta={meta} />;
}
