import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { HomePage } from '@/pages/home-page';

const meta = staticMeta('/');

export const Route = createFileRoute('/')({
  head: () => routeHead(meta, '/'),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage meta={meta} />;
}
