import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { DigitalWorkforcePage } from '@/pages/digital-workforce-page';

export const Route = createFileRoute('/digital-workforce/')({
  loader: loadStaticPage,
  head: staticPageHead,
  component: staticPage(DigitalWorkforcePage),
});
