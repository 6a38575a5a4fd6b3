import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { CaseStudiesPage } from '@/pages/case-studies-page';

const meta = staticMeta('/case-studies');

export const Route = createFileRoute('/case-studies/')({
  head: () => routeHead(meta, '/case-studies'),
  component: CaseStudiesPageRoute,
});

function CaseStudiesPageRoute() {
  return <CaseStudiesPage meta={meta} />;
}
