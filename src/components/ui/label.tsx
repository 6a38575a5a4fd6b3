import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type LabelProps = ComponentProps<'label'> & { required?: boolean };

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label data-slot="label" className={cn('text-sm font-semibold text-fg', className)} {...props}>
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
