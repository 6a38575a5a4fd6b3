import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Text for screen readers only; stays in the accessibility tree and in find-in-page. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}
