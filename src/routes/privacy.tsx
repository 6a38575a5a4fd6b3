import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/privacy');

export const Route = createFileRoute('/privacy')({
  head: () => routeHead(meta, '/privacy'),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <ContentPage path="/privacy" meta={meta} />;
}
