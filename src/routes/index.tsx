import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
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
