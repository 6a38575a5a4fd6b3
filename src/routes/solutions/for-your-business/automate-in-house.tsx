import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/solutions/for-your-business/automate-in-house');

export const Route = createFileRoute('/solutions/for-your-business/automate-in-house')({
  head: () => routeHead(meta, '/solutions/for-your-business/automate-in-house'),
  component: SolutionsForYourBusinessAutomateInHousePage,
});

function SolutionsForYourBusinessAutomateInHousePage() {
  return <PageShell meta={meta} />;
}
