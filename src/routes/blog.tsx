import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/blog');

export const Route = createFileRoute('/blog')({
  head: () => routeHead(meta, '/blog'),
  component: BlogPage,
});

function BlogPage() {
  return <PageShell meta={meta} />;
}
