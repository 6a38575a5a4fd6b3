import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/app/route-head';
import { postMeta } from '@/content/route-meta';
import { loadPost } from '@/lib/content-service/published-posts';
import { PostPage } from '@/pages/post-page';

export const Route = createFileRoute('/blog-details/$slug')({
  staticData: { headerTone: 'inverse' },
  // Prerendering reads the build's posts; in the browser a post published after the build comes from the service.
  loader: async ({ params }) => {
    const post = await loadPost(params.slug);
    if (!post) throw notFound();
    return post;
  },
  head: ({ loaderData, params }) => (loaderData ? routeHead(postMeta(loaderData), `/blog-details/${params.slug}`) : {}),
  component: PostRoute,
});

function PostRoute() {
  const post = Route.useLoaderData();
  return <PostPage post={post} />;
}
