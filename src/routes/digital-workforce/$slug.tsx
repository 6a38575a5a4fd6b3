import { createFileRoute, notFound } from '@tanstack/react-router';
import { findWorker } from '@/app/template-data';
import { routeHead } from '@/app/route-head';
import { workerMeta } from '@/content/route-meta';
import { workerPath } from '@/config/page-links';
import { WorkerPage } from '@/templates/worker-page';

export const Route = createFileRoute('/digital-workforce/$slug')({
  staticData: { headerTone: 'inverse' },
  loader: ({ params }) => {
    const worker = findWorker(params.slug);
    if (!worker) throw notFound();
    return worker;
  },
  head: ({ loaderData, params }) => (loaderData ? routeHead(workerMeta(loaderData), workerPath(params.slug)) : {}),
  component: WorkerRoute,
});

function WorkerRoute() {
  const worker = Route.useLoaderData();
  return <WorkerPage worker={worker} meta={workerMeta(worker)} />;
}
