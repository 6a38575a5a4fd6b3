import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { bookAVisionCallPage } from '@/content/pages/get-started/book-a-vision-call';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/get-started/book-a-vision-call')({
  loader: () => staticPageData(bookAVisionCallPage),
  head: staticPageHead,
  component: staticPage(ContentPage, bookAVisionCallPage),
});
