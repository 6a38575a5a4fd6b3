import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudyPageData } from '@/app/template-data';
import { routeHead } from '@/app/route-head';
import { caseStudyMeta } from '@/content/route-meta';
import { caseStudyPath } from '@/config/page-links';
import { CaseStudyPage } from '@/templates/case-study-page';

export const Route = createFileRoute('/case-studies/$slug')({
  loader: ({ params }) => {
    const study = caseStudyPageData(params.slug);
    if (!study) throw notFound();
    return study;
  },
  head: ({ loaderData, params }) =>
    loaderData ? routeHead(caseStudyMeta(loaderData), caseStudyPath(params.slug)) : {},
  component: CaseStudyRoute,
});

function CaseStudyRoute() {
  const study = Route.useLoaderData();
  return <CaseStudyPage study={study} meta={caseStudyMeta(study)} />;
}
