// The consent banner as an island, one per page and only in builds with analytics. Nothing of it is in the page:
// once its code runs it decides whether to ask (the dialog's code, Radix Dialog with it,
// is fetched then, or when the footer's Privacy choices control asks for it), counts the page view of a visitor
// who has accepted, and sends the site's own events (src/components/consent/page-events.ts). Whether the dialog is
// open comes from a module store, which the Privacy choices island writes.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { consentDialogStore } from '@/components/consent/consent-dialog-store';
import { keepNavigationClicks, pageView, sendKeptClicks } from '@/components/consent/page-events';
import { settleConsent } from '@/components/consent/settle-consent';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';
import { IslandPagePath } from '@/lib/react/page-path';

const ConsentDialog = lazy(() => importUnlessLeaving(() => import('@/components/consent/consent-dialog')));

export type ConsentIslandProps = Record<string, never>;

export function parseProps(raw: unknown): ConsentIslandProps {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length > 0) {
    throw new Error(`The consent island takes no props: ${JSON.stringify(raw)}`);
  }
  return {};
}

const ask = () => consentDialogStore.setOpen(true);

export default function ConsentIsland() {
  const open = useSyncExternalStore(
    consentDialogStore.subscribe,
    consentDialogStore.isOpen,
    consentDialogStore.isOpenOnServer,
  );
  // Once asked for, the dialog stays mounted: it keeps the answer it shows, and closes with its animation.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    // The clicks the previous page kept go before this page's view, in the order they were made.
    sendKeptClicks();
    settleConsent(ask, pageView);
    return keepNavigationClicks();
  }, []);

  if (!wanted) return null;
  // Rendered only in the browser, after hydration: the dialog's link to the privacy page reads the page's path.
  return (
    <IslandPagePath value={decodeURI(window.location.pathname)}>
      <Suspense fallback={null}>
        <ConsentDialog
          open={open}
          onOpenChange={consentDialogStore.setOpen}
          returnFocusTo={consentDialogStore.opener}
        />
      </Suspense>
    </IslandPagePath>
  );
}
