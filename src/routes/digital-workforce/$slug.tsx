import { createFileRoute, notFound } from '@tanstack/react-router';
import { findWorker } from '@/app/route-table';
import { routeHead } from '@/app/route-head';
import { workerMeta } from '@/content/route-meta';
import { PageShell } from '@/components/layout/page-shell';

export const Route = createFileRoute('/digital-workforce/$slug')({
  loader: ({ params }) => {
    const worker = findWorker(params.slug);
    if (!worker) throw notFound();
    return worker;
  },
  head: ({ loaderData, params }) =>
    loaderData ? routeHead(workerMeta(loaderData), `/digital-workforce/${params.slug}`) : {},
  component: WorkerPage,
});

function WorkerPage() {
  const worker = Route.useLoaderData();
  return <PageShell meta={workerMeta(worker)} />;
}
