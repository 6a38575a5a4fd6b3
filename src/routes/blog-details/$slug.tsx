import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/app/route-head';
import { postMeta } from '@/content/route-meta';
import { loadPost } from '@/lib/content-service/published-posts';
import { POST_SHELL_SLUG } from '@/lib/content-service/post-shell';
import { PostPage, PostPendingPage } from '@/pages/post-page';

export const Route = createFileRoute('/blog-details/$slug')({
  staticData: { headerTone: 'inverse' },
  // The shell is prerendered without the post (its loading state): the browser loads the post at the real address.
  ssr: ({ params }) => !(params.status === 'success' && params.value.slug === POST_SHELL_SLUG),
  // Prerendering reads the build's posts; in the browser a post published after the build comes from the service.
  loader: async ({ params }) => {
    const post = await loadPost(params.slug);
    if (!post) throw notFound();
    return post;
  },
  // A post not yet here (the shell, or a link not preloaded) shows its loading state at once.
  pendingComponent: PostPendingPage,
  pendingMs: 0,
  head: ({ loaderData, params }) => (loaderData ? routeHead(postMeta(loaderData), `/blog-details/${params.slug}`) : {}),
  component: PostRoute,
});

function PostRoute() {
  const post = Route.useLoaderData();
  return <PostPage post={post} />;
}
