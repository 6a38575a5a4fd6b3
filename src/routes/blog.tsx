import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { postsToRender } from '@/lib/content-service/published-posts';
import { blogPage } from '@/content/pages/blog';
import { BlogPage } from '@/pages/blog-page';

export const Route = createFileRoute('/blog')({
  // The loader also reads the build's posts, which the page takes from the prerendered HTML: it keeps a chunk
  // of its own, as a template route's does (vite.config.ts).
  codeSplitGroupings: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: () => ({ ...staticPageData(blogPage), posts: postsToRender() }),
  head: staticPageHead,
  component: BlogPageRoute,
});

function BlogPageRoute() {
  const { posts } = Route.useLoaderData();
  return <BlogPage page={blogPage} posts={posts} />;
}
