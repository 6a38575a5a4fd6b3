import { createFileRoute, notFound } from '@tanstack/react-router';
import { findPost } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { postMeta } from '@/content/route-meta';
import { PostPage } from '@/pages/post-page';

export const Route = createFileRoute('/blog-details/$slug')({
  staticData: { headerTone: 'inverse' },
  loader: ({ params }) => {
    const post = findPost(params.slug);
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
