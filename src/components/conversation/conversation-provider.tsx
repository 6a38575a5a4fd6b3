import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { conversationControls, conversationStore } from './conversation-store';
import { loadConversationDialog } from './load-conversation-dialog';
import { InquiryOutcomeNotice } from '@/components/forms/inquiry-outcome-notice';

const ConversationDialog = lazy(loadConversationDialog);

/**
 * The dialog (mounted once it is first wanted, its code fetched then) and the site-wide notice of a message's
 * outcome, both following the conversation's store. The app renders it in its provider; islands pages as an
 * island of its own.
 */
export function ConversationHost() {
  const { open, wanted, request } = useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.get,
    conversationStore.getServer,
  );
  return (
    <>
      <InquiryOutcomeNotice onReopen={() => conversationControls.open()} />
      {wanted && (
        <Suspense fallback={null}>
          <ConversationDialog
            open={open}
            onOpenChange={conversationStore.setOpen}
            returnFocusTo={conversationStore.opener}
            request={request}
          />
        </Suspense>
      )}
    </>
  );
}

/** The app's frame: the page, then the conversation's dialog and outcome notice, which its triggers open. */
export function ConversationProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConversationHost />
    </>
  );
}
