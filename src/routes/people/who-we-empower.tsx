import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/people/who-we-empower');

export const Route = createFileRoute('/people/who-we-empower')({
  head: () => routeHead(meta, '/people/who-we-empower'),
  component: PeopleWhoWeEmpowerPage,
});

function PeopleWhoWeEmpowerPage() {
  return <ContentPage path="/people/who-we-empower" meta={meta} />;
}
