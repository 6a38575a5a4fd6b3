import * as Dialog from '@radix-ui/react-dialog';
import { site } from '@/config/site';
import { REPLY_PROMISE } from '@/content/constants';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { InquiryForm } from '@/components/forms/inquiry-form';
import type { ConversationRequest } from './conversation-context';

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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-overlay" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-dialog mx-auto flex max-h-[92dvh] w-full max-w-3xl flex-col overflow-hidden rounded-t-xl border border-border bg-surface text-fg shadow-lg sm:inset-y-0 sm:my-auto sm:h-fit sm:w-[calc(100%-2rem)] sm:rounded-xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-5 sm:px-8">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="font-display text-2xl font-semibold tracking-tight">
                Start a Conversation
              </Dialog.Title>
              <Dialog.Description className="text-sm text-fg-muted">
                {request && <span className="block font-semibold text-fg">{request.topic}</span>}
                {request
                  ? `We have started your message below; change it as you like. A member of the ${site.name} team replies ${REPLY_PROMISE}.`
                  : `Tell us where you want to go. A member of the ${site.name} team replies to every business inquiry ${REPLY_PROMISE}.`}
              </Dialog.Description>
            </div>
            <DialogCloseButton label="Close" />
          </div>
          <div className="overflow-y-auto px-6 py-6 sm:px-8">
            <InquiryForm source="conversation-modal" defaultValues={request?.initialValues} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
