import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';

export const categoryLabelVariants = cva('text-xs font-semibold tracking-wide uppercase', {
  variants: {
    // The eyebrow colour of the surface scope it sits on; 'muted': a quiet label (menu group names).
    emphasis: axis('emphasis', { default: 'text-eyebrow', muted: 'text-fg-muted' }),
  },
  defaultVariants: { emphasis: 'default' },
});

export type CategoryLabelProps = ComponentProps<'p'> &
  VariantProps<typeof categoryLabelVariants> & {
    /** Style the single child (a `<span>`, a `<div>`) instead of rendering a `<p>`. */
    asChild?: boolean;
  };

/** The small eyebrow line above a title ("CASE STUDY", "WEB APP"). */
export function CategoryLabel({ asChild = false, emphasis, className, ...props }: CategoryLabelProps) {
  const Component = asChild ? Slot : 'p';
  return (
    <Component data-slot="category-label" className={cn(categoryLabelVariants({ emphasis }), className)} {...props} />
  );
}
