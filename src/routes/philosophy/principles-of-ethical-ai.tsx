import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/philosophy/principles-of-ethical-ai');

export const Route = createFileRoute('/philosophy/principles-of-ethical-ai')({
  head: () => routeHead(meta, '/philosophy/principles-of-ethical-ai'),
  component: PhilosophyPrinciplesOfEthicalAiPage,
});

function PhilosophyPrinciplesOfEthicalAiPage() {
  return <ContentPage path="/philosophy/principles-of-ethical-ai" meta={meta} />;
}
