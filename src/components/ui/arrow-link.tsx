import type { ReactElement } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import type { IconComponent } from './icon';
import { ArrowDownIcon, ArrowLeftIcon, ArrowRightIcon } from './icons';
import { SmartLink, type SmartLinkProps } from './smart-link';

export const arrowLinkVariants = cva('inline-flex items-center rounded-sm', {
  variants: {
    // 'lg': a heading's link (the next project's title), its arrow as large as the words.
    size: axis('size', { sm: 'gap-2 text-sm', md: 'gap-2', lg: 'gap-3' }),
    // The link colour of the surface scope it sits on. 'muted': a quiet way back ('All posts')
    // that takes the link colour on hover instead of underlining.
    emphasis: axis('emphasis', {
      default: 'font-semibold text-link underline-offset-4 hover:underline',
      muted: 'font-medium text-fg-muted hover:text-link',
    }),
  },
  defaultVariants: { size: 'md', emphasis: 'default' },
});

/** Where the arrow points: on to the next thing, back where the visitor came from, or down the page. */
export type ArrowDirection = 'forward' | 'back' | 'down';

export const arrowIcon: Record<ArrowDirection, IconComponent> = {
  forward: ArrowRightIcon,
  back: ArrowLeftIcon,
  down: ArrowDownIcon,
};

type ArrowLinkOwnProps = VariantProps<typeof arrowLinkVariants> & { direction?: ArrowDirection };

export type ArrowLinkProps = ArrowLinkOwnProps &
  (
    | (SmartLinkProps & { asChild?: false })
    | {
        /** Style the single child (a `<span>` that only looks like the link) and add the arrow inside it. */
        asChild: true;
        children: ReactElement;
        className?: string;
      }
  );

/**
 * A text link with an arrow: forward arrows trail the words, a back arrow leads
 * them. Any address SmartLink takes; with `asChild` the arrow and styling go to
 * the given element instead.
 */
export function ArrowLink({ direction = 'forward', size, emphasis, className, ...props }: ArrowLinkProps) {
  const classes = cn(arrowLinkVariants({ size, emphasis }), className);
  const Arrow = arrowIcon[direction];
  const arrow = <Arrow size={size === 'lg' ? 'lg' : 'sm'} />;
  const before = direction === 'back' ? arrow : null;
  const after = direction === 'back' ? null : arrow;

  if (props.asChild) {
    const { asChild: _asChild, children, ...rest } = props;
    return (
      <Slot data-slot="arrow-link" className={classes} {...rest}>
        {before}
        <Slottable>{children}</Slottable>
        {after}
      </Slot>
    );
  }
  const { asChild: _asChild, children, ...rest } = props;
  return (
    <SmartLink data-slot="arrow-link" className={classes} {...rest}>
      {before}
      {children}
      {after}
    </SmartLink>
  );
}
