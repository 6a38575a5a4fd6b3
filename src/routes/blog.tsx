import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { BlogPage } from '@/pages/blog-page';

const meta = staticMeta('/blog');

export const Route = createFileRoute('/blog')({
  head: () => routeHead(meta, '/blog'),
  component: BlogPageRoute,
});

function BlogPageRoute() {
  return <BlogPage meta={meta} />;
}
