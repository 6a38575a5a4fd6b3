import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: axis('variant', {
        default: 'border border-border bg-surface-muted text-fg',
        accent: 'bg-accent-subtle text-accent',
        outline: 'border border-border-strong text-fg',
      }),
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
