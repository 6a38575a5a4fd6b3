import * as Dialog from '@radix-ui/react-dialog';
import { Button, type ButtonProps } from './button';
import { Icon, type IconProps } from './icon';

export type DialogCloseButtonProps = Omit<ButtonProps, 'children' | 'size' | 'asChild'> & {
  /** The accessible name, e.g. 'Close menu': the button shows only the icon. */
  label: string;
  iconSize?: IconProps['size'];
};

/** The icon-only close control of a Radix dialog: closes it and returns focus to its trigger. */
export function DialogCloseButton({ label, variant = 'ghost', iconSize = 'md', ...props }: DialogCloseButtonProps) {
  return (
    <Dialog.Close asChild>
      <Button variant={variant} size="icon" aria-label={label} {...props}>
        <Icon name="close" size={iconSize} />
      </Button>
    </Dialog.Close>
  );
}
