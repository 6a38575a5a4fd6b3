import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { postsToRender } from '@/lib/content-service/published-posts';
import { BlogPage } from '@/pages/blog-page';

export const Route = createFileRoute('/blog')({
  loader: (context) => ({ ...loadStaticPage(context), posts: postsToRender() }),
  head: staticPageHead,
  component: BlogPageRoute,
});

function BlogPageRoute() {
  const { meta, posts } = Route.useLoaderData();
  return <BlogPage meta={meta} posts={posts} />;
}
