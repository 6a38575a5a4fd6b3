import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContentPage } from '@/pages/content-page';

const meta = staticMeta('/get-started/book-a-vision-call');

export const Route = createFileRoute('/get-started/book-a-vision-call')({
  head: () => routeHead(meta, '/get-started/book-a-vision-call'),
  component: GetStartedBookAVisionCallPage,
});

function GetStartedBookAVisionCallPage() {
  return <ContentPage path="/get-started/book-a-vision-call" meta={meta} />;
}
