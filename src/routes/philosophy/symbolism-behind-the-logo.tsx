import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/philosophy/symbolism-behind-the-logo');

export const Route = createFileRoute('/philosophy/symbolism-behind-the-logo')({
  head: () => routeHead(meta, '/philosophy/symbolism-behind-the-logo'),
  component: PhilosophySymbolismBehindTheLogoPage,
});

function PhilosophySymbolismBehindTheLogoPage() {
  return <ContentPage path="/philosophy/symbolism-behind-the-logo" meta={meta} />;
}
