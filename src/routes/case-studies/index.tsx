import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { CaseStudiesPage } from '@/pages/case-studies-page';

export const Route = createFileRoute('/case-studies/')({
  loader: loadStaticPage,
  head: staticPageHead,
  component: staticPage(CaseStudiesPage),
});
