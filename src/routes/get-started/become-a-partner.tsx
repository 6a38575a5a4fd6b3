import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/get-started/become-a-partner');

export const Route = createFileRoute('/get-started/become-a-partner')({
  head: () => routeHead(meta, '/get-started/become-a-partner'),
  component: GetStartedBecomeAPartnerPage,
});

function GetStartedBecomeAPartnerPage() {
  return <ContentPage path="/get-started/become-a-partner" meta={meta} />;
}
