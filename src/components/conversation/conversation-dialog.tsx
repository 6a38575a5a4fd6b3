import * as Dialog from '@/components/ui/dialog';
import { site } from '@/config/site';
import { REPLY_PROMISE } from '@/content/constants';
import { InquiryForm } from '@/components/forms/inquiry-form';
import type { ConversationRequest } from './conversation-request';

export interface ConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the control that opened the dialog. */
  returnFocusTo: () => HTMLElement | null;
  /** The topic the visitor chose and the fields filled in for it, if any. */
  request?: ConversationRequest;
}

export default function ConversationDialog({ open, onOpenChange, returnFocusTo, request }: ConversationDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Focus goes to the dialog itself: its role, title and description are heard first, then Tab meets Close. */}
      <Dialog.Content placement="center" returnFocusTo={returnFocusTo} className="max-w-3xl">
        {/* The panel scrolls; its title and Close stay in view above the form. */}
        <Dialog.Header
          title="Start a Conversation"
          closeLabel="Close"
          className="sticky top-0 z-raised border-b border-border bg-surface px-6 py-5 sm:px-8"
        >
          <Dialog.Description className="text-sm text-fg-muted">
            {request && <span className="block font-semibold text-fg">{request.topic}</span>}
            {request
              ? `We have started your message below; change it as you like. A member of the ${site.name} team replies ${REPLY_PROMISE}.`
              : `Tell us where you want to go. A member of the ${site.name} team replies to every business inquiry ${REPLY_PROMISE}.`}
          </Dialog.Description>
        </Dialog.Header>
        <div className="px-6 py-6 sm:px-8">
          <InquiryForm source="conversation-modal" defaultValues={request?.initialValues} />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
