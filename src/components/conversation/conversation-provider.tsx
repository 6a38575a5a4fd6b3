import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { conversationControls, conversationStore } from './conversation-store';
import { loadConversationDialog } from './load-conversation-dialog';
import { InquiryOutcomeNotice } from '@/components/forms/inquiry-outcome-notice';

const ConversationDialog = lazy(loadConversationDialog);

/**
 * The dialog (mounted once it is first wanted, its code fetched then) and the site-wide notice of a message's
 * outcome, both following the conversation's store: an island of its own on every page, and in the stories
 * inside ConversationProvider.
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

/** A page with the conversation (the stories'): the page, then its dialog and outcome notice. */
export function ConversationProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConversationHost />
    </>
  );
}
