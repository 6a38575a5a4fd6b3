import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/people/human-ai-collaboration');

export const Route = createFileRoute('/people/human-ai-collaboration')({
  head: () => routeHead(meta, '/people/human-ai-collaboration'),
  component: PeopleHumanAiCollaborationPage,
});

function PeopleHumanAiCollaborationPage() {
  return <ContentPage path="/people/human-ai-collaboration" meta={meta} />;
}
