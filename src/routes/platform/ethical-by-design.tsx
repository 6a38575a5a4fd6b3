import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/platform/ethical-by-design');

export const Route = createFileRoute('/platform/ethical-by-design')({
  head: () => routeHead(meta, '/platform/ethical-by-design'),
  component: PlatformEthicalByDesignPage,
});

function PlatformEthicalByDesignPage() {
  return <ContentPage path="/platform/ethical-by-design" meta={meta} />;
}
