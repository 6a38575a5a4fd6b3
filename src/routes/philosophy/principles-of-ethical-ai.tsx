import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/philosophy/principles-of-ethical-ai');

export const Route = createFileRoute('/philosophy/principles-of-ethical-ai')({
  head: () => routeHead(meta, '/philosophy/principles-of-ethical-ai'),
  component: PhilosophyPrinciplesOfEthicalAiPage,
});

function PhilosophyPrinciplesOfEthicalAiPage() {
  return <PageShell meta={meta} />;
}
