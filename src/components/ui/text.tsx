import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const textVariants = cva('text-pretty', {
  variants: {
    size: {
      xs: 'text-xs',
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-lg',
    },
    // The surface the copy sits on; on the page's own surfaces it inherits.
    tone: {
      default: '',
      muted: '',
      inverse: '',
      accent: 'text-accent-fg',
      media: 'text-media-fg',
      danger: 'text-danger',
      success: 'text-success',
    },
    // 'muted': secondary copy (leads, captions) in that surface's quieter colour.
    emphasis: { default: '', muted: '' },
  },
  compoundVariants: [
    { tone: ['default', 'muted'], emphasis: 'muted', className: 'text-fg-muted' },
    { tone: 'inverse', emphasis: 'default', className: 'text-fg-inverse' },
    { tone: 'inverse', emphasis: 'muted', className: 'text-fg-inverse-muted' },
  ],
  defaultVariants: { size: 'md', tone: 'default', emphasis: 'default' },
});

export type TextProps = ComponentProps<'p'> &
  VariantProps<typeof textVariants> & {
    /** Style the single child (a `<span>`, an `<li>`) instead of rendering a `<p>`. */
    asChild?: boolean;
  };

export function Text({ asChild = false, size, tone, emphasis, className, ...props }: TextProps) {
  const Component = asChild ? Slot : 'p';
  return <Component data-slot="text" className={cn(textVariants({ size, tone, emphasis }), className)} {...props} />;
}
