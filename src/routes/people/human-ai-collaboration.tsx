import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { humanAiCollaborationPage } from '@/content/pages/people/human-ai-collaboration';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/people/human-ai-collaboration')({
  loader: () => staticPageData(humanAiCollaborationPage),
  head: staticPageHead,
  component: staticPage(ContentPage, humanAiCollaborationPage),
});
