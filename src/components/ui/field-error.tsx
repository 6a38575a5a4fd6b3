import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { AlertIcon } from './icons';

export type FieldErrorProps = ComponentProps<'p'>;

/** A field's error message; renders nothing when there is none. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}
      {...props}
    >
      <AlertIcon size="sm" className="mt-0.5" />
      <span>{children}</span>
    </p>
  );
}
