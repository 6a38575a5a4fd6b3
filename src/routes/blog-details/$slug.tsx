import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/app/route-head';
import { postLoadingMeta, postMeta } from '@/content/route-meta';
import { loadPost } from '@/lib/content-service/published-posts';
import { POST_SHELL_SLUG, postShellVisit } from '@/lib/content-service/post-shell';
import { postPath } from '@/config/page-links';
import { PostPage, PostPendingPage } from '@/templates/post-page';

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
  // The shell's direct visit shows the loading state at once (the prerendered shell shows it already); a link
  // keeps the page it was clicked on for the router's usual delay, which a preloaded or quick post never reaches.
  pendingComponent: PostPendingPage,
  get pendingMs() {
    return postShellVisit.loading ? 0 : undefined;
  },
  // Until the post arrives (the shell, prerendered without it), a title that says so; when none comes (not found,
  // or the service failed), the root's.
  head: ({ loaderData, match, params }) =>
    loaderData
      ? routeHead(postMeta(loaderData), postPath(params.slug))
      : match.status === 'notFound' || match.status === 'error'
        ? {}
        : {
            meta: [
              { title: postLoadingMeta.title },
              { name: 'description', content: postLoadingMeta.description },
              { name: 'robots', content: 'noindex, nofollow' },
            ],
          },
  component: PostRoute,
});

function PostRoute() {
  const post = Route.useLoaderData();
  return <PostPage post={post} />;
}
