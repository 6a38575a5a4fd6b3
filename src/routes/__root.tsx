import { createRootRoute } from '@tanstack/react-router';
import { notFoundMeta } from '@/content/route-meta';
import { IslandsRootLayout } from '@/islands/islands-root-layout';

// Defaults every page overrides; an unknown path keeps them (not indexed).
export const Route = createRootRoute({
  head: () => ({
    meta: [
      { title: notFoundMeta.title },
      { name: 'description', content: notFoundMeta.description },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: IslandsRootLayout,
});
