import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConversationContext, type ConversationControls, type ConversationRequest } from './conversation-context';
import { loadConversationDialog } from './load-conversation-dialog';
import { InquiryOutcomeNotice } from '@/components/forms/inquiry-outcome-notice';

export { useConversation } from './conversation-context';

const ConversationDialog = lazy(loadConversationDialog);

/** Holds the modal's open flag (initially closed) and mounts the dialog once it is first wanted. */
export function ConversationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Each opening starts from its own request: 'Hire Ava' fills in Ava, the floating button nothing.
  const [request, setRequest] = useState<ConversationRequest | undefined>();
  const trigger = useRef<HTMLElement | null>(null);

  const controls = useMemo<ConversationControls>(
    () => ({
      open(opener, nextRequest) {
        setRequest(nextRequest);
        trigger.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        setWanted(true);
        setOpen(true);
      },
    }),
    [],
  );

  const returnFocusTo = useCallback(() => trigger.current, []);

  return (
    <ConversationContext value={controls}>
      {children}
      <InquiryOutcomeNotice onReopen={() => controls.open()} />
      {wanted && (
        <Suspense fallback={null}>
          <ConversationDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} request={request} />
        </Suspense>
      )}
    </ConversationContext>
  );
}
