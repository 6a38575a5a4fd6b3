import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { site } from '@/config/site';
import { ConsentContext } from './consent-context';
import { consentDialogStore, consentSettings } from './consent-dialog-store';
import { loadConsentGate } from './load-consent-gate';

export { useConsentSettings } from './consent-context';

const ConsentGate = lazy(loadConsentGate);
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Analytics can run only with the build flag and a write key; otherwise there is nothing to ask. */
export const analyticsConfigured = site.analytics.enabled && site.analytics.writeKey !== '';

/**
 * Loads the consent gate after hydration (it decides whether to ask) and lets the footer reopen it. Whether the
 * dialog is open is kept in a module store (./consent-dialog-store.ts), which the islands pages share too.
 */
function ConsentGateProvider({ children }: { children: ReactNode }) {
  const open = useSyncExternalStore(
    consentDialogStore.subscribe,
    consentDialogStore.isOpen,
    consentDialogStore.isOpenOnServer,
  );
  // False in the server render and during hydration, true right after: the gate never enters the HTML.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);

  return (
    <ConsentContext value={consentSettings}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <ConsentGate
            open={open}
            onOpenChange={consentDialogStore.setOpen}
            returnFocusTo={consentDialogStore.opener}
          />
        </Suspense>
      )}
    </ConsentContext>
  );
}

function WithoutAnalytics({ children }: { children: ReactNode }) {
  return children;
}

export const ConsentProvider = analyticsConfigured ? ConsentGateProvider : WithoutAnalytics;
