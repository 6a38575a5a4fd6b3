// A static page's route component: the page template given its path (from the route's match) and the
// metadata the route's loader read. A route file then names its path once, in `createFileRoute`.
import type { ComponentType } from 'react';
import { useMatch } from '@tanstack/react-router';
import type { RouteMeta } from '@/content/route-meta';
import { routePath, type StaticPageData } from './route-head';

export interface StaticPageProps {
  path: string;
  meta: RouteMeta;
}

export function staticPage(Page: ComponentType<StaticPageProps>) {
  return function StaticPage() {
    const match = useMatch({ strict: false });
    const { meta } = match.loaderData as StaticPageData;
    return <Page path={routePath(match.fullPath)} meta={meta} />;
  };
}
