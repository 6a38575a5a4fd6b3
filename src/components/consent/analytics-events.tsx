import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { page } from '@/lib/analytics';
import { trackNavigationClicks } from '@/lib/analytics/navigation-clicks';

/**
 * The site's own events, live only in builds with analytics (this is part of the consent
 * gate's chunk) and, like every event, dropped unless the visitor has accepted: a page view
 * on every route change (the first page's is the consent gate's) and 'navigation clicked'
 * from marked links.
 */
export function AnalyticsEvents() {
  const router = useRouter();
  useEffect(() => trackNavigationClicks(), []);
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation, toLocation }) => {
        if (pathChanged && fromLocation) page({ path: toLocation.pathname, url: window.location.href });
      }),
    [router],
  );
  return null;
}
