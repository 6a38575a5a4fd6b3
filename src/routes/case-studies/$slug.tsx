import { createFileRoute, notFound } from '@tanstack/react-router';
import { findCaseStudy } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { caseStudyMeta } from '@/content/route-meta';
import { PageShell } from '@/components/layout/page-shell';

export const Route = createFileRoute('/case-studies/$slug')({
  loader: ({ params }) => {
    const study = findCaseStudy(params.slug);
    if (!study) throw notFound();
    return study;
  },
  head: ({ loaderData, params }) =>
    loaderData ? routeHead(caseStudyMeta(loaderData), `/case-studies/${params.slug}`) : {},
  component: CaseStudyPage,
});

function CaseStudyPage() {
  const study = Route.useLoaderData();
  return <PageShell meta={caseStudyMeta(study)} />;
}
