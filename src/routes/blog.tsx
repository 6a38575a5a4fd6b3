import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { postsToRender } from '@/lib/content-service/published-posts';
import { BlogPage } from '@/pages/blog-page';

const meta = staticMeta('/blog');

export const Route = createFileRoute('/blog')({
  loader: () => ({ posts: postsToRender() }),
  head: () => routeHead(meta, '/blog'),
  component: BlogPageRoute,
});

function BlogPageRoute() {
  const { posts } = Route.useLoaderData();
  return <BlogPage meta={meta} posts={posts} />;
}
