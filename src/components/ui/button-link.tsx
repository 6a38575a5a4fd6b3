import { cn } from '@/lib/cn';
import type { ArrowDirection } from './arrow-link';
import { buttonVariants, type ButtonProps } from './button';
import { Icon } from './icon';
import { SmartLink, type SmartLinkProps } from './smart-link';

export type ButtonLinkProps = SmartLinkProps &
  Pick<ButtonProps, 'variant'> & {
    size?: 'sm' | 'md' | 'lg';
    /** A forward arrow trails the words, a back arrow leads them; none by default. */
    direction?: ArrowDirection;
  };

const arrowIcon = { forward: 'arrow-right', back: 'arrow-left', down: 'arrow-down' } as const;

/** A link drawn as a button (a call to action that goes somewhere): any address SmartLink takes. */
export function ButtonLink({ variant, size, direction, className, children, ...props }: ButtonLinkProps) {
  const arrow = direction && <Icon name={arrowIcon[direction]} size="sm" />;
  return (
    <SmartLink
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {direction === 'back' && arrow}
      {children}
      {direction !== 'back' && arrow}
    </SmartLink>
  );
}
