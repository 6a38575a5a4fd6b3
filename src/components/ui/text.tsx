import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';

export const textVariants = cva('text-pretty', {
  variants: {
    size: axis('size', {
      xs: 'text-xs',
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-lg',
    }),
    // Copy takes its surface scope's colour; 'muted' is that surface's quieter one (leads, captions).
    emphasis: axis('emphasis', { default: '', muted: 'text-fg-muted' }),
    // An outcome's colour (a form's error or success), whatever the surface.
    status: axis('status', { error: 'text-danger', success: 'text-success' }),
  },
  defaultVariants: { size: 'md', emphasis: 'default' },
});

export type TextProps = ComponentProps<'p'> &
  VariantProps<typeof textVariants> & {
    /** Style the single child (a `<span>`, an `<li>`) instead of rendering a `<p>`. */
    asChild?: boolean;
  };

export function Text({ asChild = false, size, emphasis, status, className, ...props }: TextProps) {
  const Component = asChild ? Slot : 'p';
  return <Component data-slot="text" className={cn(textVariants({ size, emphasis, status }), className)} {...props} />;
}
