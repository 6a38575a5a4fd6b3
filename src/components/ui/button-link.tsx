import { arrowIcon, type ArrowDirection } from './arrow-link';
import { Button, type ButtonProps } from './button';
import { SmartLink, type SmartLinkProps } from './smart-link';

export type ButtonLinkProps = SmartLinkProps &
  Pick<ButtonProps, 'variant'> & {
    size?: 'sm' | 'md' | 'lg';
    /** A forward arrow trails the words, a back arrow leads them; none by default. */
    direction?: ArrowDirection;
  };

/** A link drawn as a button (a call to action that goes somewhere): any address SmartLink takes. */
export function ButtonLink({ variant, size, direction, className, children, ...props }: ButtonLinkProps) {
  const Arrow = direction && arrowIcon[direction];
  const arrow = Arrow && <Arrow size="sm" />;
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <SmartLink data-slot="button-link" ownLayout {...props}>
        {direction === 'back' && arrow}
        {children}
        {direction !== 'back' && arrow}
      </SmartLink>
    </Button>
  );
}
