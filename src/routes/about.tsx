import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
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
