import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { joinTheMovementPage } from '@/content/pages/people/join-the-movement';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/people/join-the-movement')({
  loader: () => staticPageData(joinTheMovementPage),
  head: staticPageHead,
  component: staticPage(ContentPage, joinTheMovementPage),
});
