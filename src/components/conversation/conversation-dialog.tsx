import * as Dialog from '@radix-ui/react-dialog';
import { site } from '@/config/site';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { InquiryForm } from '@/components/forms/inquiry-form';

export interface ConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the control that opened the dialog. */
  returnFocusTo: () => HTMLElement | null;
}

export default function ConversationDialog({ open, onOpenChange, returnFocusTo }: ConversationDialogProps) {
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
                Tell us where you want to go. A member of the {site.name} team replies to every business inquiry within
                24 hours.
              </Dialog.Description>
            </div>
            <DialogCloseButton label="Close" />
          </div>
          <div className="overflow-y-auto px-6 py-6 sm:px-8">
            <InquiryForm source="conversation-modal" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
