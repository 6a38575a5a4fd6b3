import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const labelVariants = cva('text-sm text-fg', {
  variants: {
    // 'muted': the label beside an inline control (a checkbox) reads as running text.
    emphasis: { default: 'font-semibold', muted: 'font-normal' },
  },
  defaultVariants: { emphasis: 'default' },
});

export type LabelProps = ComponentProps<'label'> & VariantProps<typeof labelVariants> & { required?: boolean };

export function Label({ className, emphasis, required, children, ...props }: LabelProps) {
  return (
    <label data-slot="label" className={cn(labelVariants({ emphasis }), className)} {...props}>
      {children}
      {/* The control itself carries `required`; the star is the visual cue only. */}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );
}
