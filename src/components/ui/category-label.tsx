import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const categoryLabelVariants = cva('text-xs font-semibold tracking-wide uppercase', {
  variants: {
    // The surface the label sits on; it takes the eyebrow colour that reads there.
    tone: {
      default: '',
      muted: '',
      inverse: 'text-fg-inverse-muted',
      accent: 'text-accent-fg',
      media: 'text-media-fg',
    },
    // 'muted': a quiet label (menu group names) instead of the accent eyebrow.
    emphasis: { default: '', muted: '' },
  },
  compoundVariants: [
    { tone: ['default', 'muted'], emphasis: 'default', className: 'text-accent' },
    { tone: ['default', 'muted'], emphasis: 'muted', className: 'text-fg-muted' },
  ],
  defaultVariants: { tone: 'default', emphasis: 'default' },
});

export type CategoryLabelProps = ComponentProps<'p'> &
  VariantProps<typeof categoryLabelVariants> & {
    /** Style the single child (a `<span>`, a `<div>`) instead of rendering a `<p>`. */
    asChild?: boolean;
  };

/** The small eyebrow line above a title ("CASE STUDY", "WEB APP"). */
export function CategoryLabel({ asChild = false, tone, emphasis, className, ...props }: CategoryLabelProps) {
  const Component = asChild ? Slot : 'p';
  return (
    <Component
      data-slot="category-label"
      className={cn(categoryLabelVariants({ tone, emphasis }), className)}
      {...props}
    />
  );
}
