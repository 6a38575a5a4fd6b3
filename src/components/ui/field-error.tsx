import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

export type FieldErrorProps = { id?: string; className?: string; children?: ReactNode };

/** A field's error message; renders nothing when there is none. */
export function FieldError({ id, className, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p
      id={id}
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}
    >
      <Icon name="alert" size="sm" className="mt-0.5" />
      <span>{children}</span>
    </p>
  );
}
