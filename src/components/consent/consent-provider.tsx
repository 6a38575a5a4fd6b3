import { lazy, Suspense, useCallback, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { site } from '@/config/site';
import { ConsentContext, type ConsentSettings } from './consent-context';
import { loadConsentGate } from './load-consent-gate';

export { useConsentSettings } from './consent-context';

const ConsentGate = lazy(loadConsentGate);
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Analytics can run only with the build flag and a write key; otherwise there is nothing to ask. */
export const analyticsConfigured = site.analytics.enabled && site.analytics.writeKey !== '';

/** Loads the consent gate after hydration (it decides whether to ask) and lets the footer reopen it. */
function ConsentGateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  // False in the server render and during hydration, true right after: the gate never enters the HTML.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);

  const settings = useMemo<ConsentSettings>(
    () => ({
      open(opener) {
        trigger.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        setOpen(true);
      },
    }),
    [],
  );
  const returnFocusTo = useCallback(() => trigger.current, []);

  return (
    <ConsentContext value={settings}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <ConsentGate open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </ConsentContext>
  );
}

function WithoutAnalytics({ children }: { children: ReactNode }) {
  return children;
}

export const ConsentProvider = analyticsConfigured ? ConsentGateProvider : WithoutAnalytics;
