import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { digitalWorkforcePage } from '@/content/pages/digital-workforce';
import { DigitalWorkforcePage } from '@/pages/digital-workforce-page';

export const Route = createFileRoute('/digital-workforce/')({
  loader: () => staticPageData(digitalWorkforcePage),
  head: staticPageHead,
  component: staticPage(DigitalWorkforcePage, digitalWorkforcePage),
});
