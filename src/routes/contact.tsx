import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { PageShell } from '@/components/layout/page-shell';

const meta = staticMeta('/contact');

export const Route = createFileRoute('/contact')({
  head: () => routeHead(meta, '/contact'),
  component: ContactPage,
});

function ContactPage() {
  return <PageShell meta={meta} />;
}
