import * as Dialog from '@radix-ui/react-dialog';
import { Button, type ButtonProps } from './button';
import { CloseIcon } from './icons';

export type DialogCloseButtonProps = Omit<ButtonProps, 'children' | 'size' | 'asChild'> & {
  /** The accessible name, e.g. 'Close menu': the button shows only the icon. */
  label: string;
};

/** The icon-only close control of a Radix dialog: closes it and returns focus to its trigger. */
export function DialogCloseButton({ label, variant = 'ghost', ...props }: DialogCloseButtonProps) {
  return (
    <Dialog.Close asChild>
      <Button data-slot="dialog-close-button" variant={variant} size="icon" aria-label={label} {...props}>
        <CloseIcon size="md" />
      </Button>
    </Dialog.Close>
  );
}
