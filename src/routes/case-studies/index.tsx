import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { caseStudiesPage } from '@/content/pages/case-studies';
import { CaseStudiesPage } from '@/pages/case-studies-page';

export const Route = createFileRoute('/case-studies/')({
  loader: () => staticPageData(caseStudiesPage),
  head: staticPageHead,
  component: staticPage(CaseStudiesPage, caseStudiesPage),
});
