import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { agentsAndAutomationPage } from '@/content/pages/platform/agents-and-automation';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/platform/agents-and-automation')({
  loader: () => staticPageData(agentsAndAutomationPage),
  head: staticPageHead,
  component: staticPage(ContentPage, agentsAndAutomationPage),
});
