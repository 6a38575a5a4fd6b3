import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { ethicalByDesignPage } from '@/content/pages/platform/ethical-by-design';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/platform/ethical-by-design')({
  loader: () => staticPageData(ethicalByDesignPage),
  head: staticPageHead,
  component: staticPage(ContentPage, ethicalByDesignPage),
});
