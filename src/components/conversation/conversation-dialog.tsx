import * as Dialog from '@/components/ui/dialog';
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
      <Dialog.Content placement="center" returnFocusTo={returnFocusTo} className="max-w-3xl">
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
    </Dialog.Root>
  );
}
