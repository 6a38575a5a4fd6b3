import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type SkipLinkProps = ComponentProps<'a'>;

/** First focusable element on every page; hidden until focused. */
export function SkipLink({ href = '#main', className, children = 'Skip to main content', ...props }: SkipLinkProps) {
  return (
    <a
      href={href}
      data-slot="skip-link"
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-skip-link',
        'focus:rounded-full focus:bg-accent focus:px-6 focus:py-3 focus:font-semibold focus:text-accent-fg focus:shadow-lg',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}
