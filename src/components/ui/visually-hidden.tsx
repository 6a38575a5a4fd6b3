import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Text for screen readers only; stays in the accessibility tree and in find-in-page. Tailwind's sr-only rather
 * than @radix-ui/react-visually-hidden (the same rules as inline styles): that package and the Radix primitive
 * under it put `/` over its first-load JavaScript budget. Taken out of the flow, it is a block of its own in
 * Firefox: a note that must read as part of a link's name belongs in the name instead (SmartLink).
 */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}
