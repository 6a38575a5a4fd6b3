import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { whoWeEmpowerPage } from '@/content/pages/people/who-we-empower';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/people/who-we-empower')({
  loader: () => staticPageData(whoWeEmpowerPage),
  head: staticPageHead,
  component: staticPage(ContentPage, whoWeEmpowerPage),
});
