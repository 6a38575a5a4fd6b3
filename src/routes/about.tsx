import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/about');

export const Route = createFileRoute('/about')({
  head: () => routeHead(meta, '/about'),
  component: AboutPage,
});

function AboutPage() {
  return <ContentPage path="/about" meta={meta} />;
}
