import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { meetTheDigitalWorkforcePage } from '@/content/pages/people/meet-the-digital-workforce';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/people/meet-the-digital-workforce')({
  loader: () => staticPageData(meetTheDigitalWorkforcePage),
  head: staticPageHead,
  component: staticPage(ContentPage, meetTheDigitalWorkforcePage),
});
