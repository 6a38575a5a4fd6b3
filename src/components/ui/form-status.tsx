import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { axis, type AxisValue } from '@/components/vocabulary';
import { cn } from '@/lib/cn';
import type { IconComponent } from './icon';
import { AlertIcon, CheckIcon } from './icons';

export type FormStatusValue = AxisValue<'status'>;

export const formStatusVariants = cva('flex items-start gap-2 text-sm font-medium', {
  variants: {
    status: axis('status', {
      idle: 'text-fg-muted',
      submitting: 'text-fg-muted',
      success: 'text-success',
      error: 'text-danger',
    }),
  },
});

const statusIcon: Partial<Record<FormStatusValue, IconComponent>> = { success: CheckIcon, error: AlertIcon };

export type FormStatusProps = ComponentProps<'div'> & { status: FormStatusValue };

/**
 * The form's single polite live region. It is rendered from the start, even
 * when empty and never hidden, because screen readers only announce changes to
 * a region they already know about.
 */
export function FormStatus({ status, className, children, ...props }: FormStatusProps) {
  const StatusIcon = children ? statusIcon[status] : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="form-status"
      data-status={status}
      className={cn(formStatusVariants({ status }), className)}
      {...props}
    >
      {StatusIcon && <StatusIcon size="md" className="shrink-0" />}
      {children && <div>{children}</div>}
    </div>
  );
}
