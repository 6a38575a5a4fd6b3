import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/people/join-the-movement');

export const Route = createFileRoute('/people/join-the-movement')({
  head: () => routeHead(meta, '/people/join-the-movement'),
  component: PeopleJoinTheMovementPage,
});

function PeopleJoinTheMovementPage() {
  return <ContentPage path="/people/join-the-movement" meta={meta} />;
}
