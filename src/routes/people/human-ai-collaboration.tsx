import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/people/human-ai-collaboration');

export const Route = createFileRoute('/people/human-ai-collaboration')({
  head: () => routeHead(meta, '/people/human-ai-collaboration'),
  component: PeopleHumanAiCollaborationPage,
});

function PeopleHumanAiCollaborationPage() {
  return <PageShell meta={meta} />;
}
