import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';

export const labelVariants = cva('text-sm text-fg', {
  variants: {
    // 'regular': the label beside an inline control (a checkbox) reads as running text.
    weight: axis('weight', { semibold: 'font-semibold', regular: 'font-normal' }),
  },
  defaultVariants: { weight: 'semibold' },
});

export type LabelProps = ComponentProps<'label'> & VariantProps<typeof labelVariants> & { required?: boolean };

export function Label({ className, weight, required, children, ...props }: LabelProps) {
  return (
    <label data-slot="label" className={cn(labelVariants({ weight }), className)} {...props}>
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
