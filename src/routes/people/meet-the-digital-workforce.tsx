import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/people/meet-the-digital-workforce');

export const Route = createFileRoute('/people/meet-the-digital-workforce')({
  head: () => routeHead(meta, '/people/meet-the-digital-workforce'),
  component: PeopleMeetTheDigitalWorkforcePage,
});

function PeopleMeetTheDigitalWorkforcePage() {
  return <ContentPage path="/people/meet-the-digital-workforce" meta={meta} />;
}
