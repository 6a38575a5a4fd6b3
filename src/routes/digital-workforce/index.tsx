import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { DigitalWorkforcePage } from '@/pages/digital-workforce-page';

const meta = staticMeta('/digital-workforce');

export const Route = createFileRoute('/digital-workforce/')({
  head: () => routeHead(meta, '/digital-workforce'),
  component: DigitalWorkforcePageRoute,
});

function DigitalWorkforcePageRoute() {
  return <DigitalWorkforcePage meta={meta} />;
}
