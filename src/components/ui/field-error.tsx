import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

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
      <Icon name="alert" size="sm" className="mt-0.5" />
      <span>{children}</span>
    </p>
  );
}
