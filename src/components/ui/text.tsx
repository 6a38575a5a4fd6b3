import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const textVariants = cva('text-pretty', {
  variants: {
    size: {
      lg: 'text-lg',
      base: 'text-base',
      sm: 'text-sm',
      xs: 'text-xs',
    },
    tone: {
      // Inherits the surrounding Section or Card colour.
      default: '',
      muted: 'text-fg-muted',
      // Secondary copy on an inverse band; primary copy there can simply inherit.
      inverse: 'text-fg-inverse-muted',
      media: 'text-media-fg',
      danger: 'text-danger',
      success: 'text-success',
    },
  },
  defaultVariants: { size: 'base', tone: 'default' },
});

export type TextProps = VariantProps<typeof textVariants> & {
  as?: 'p' | 'span' | 'div' | 'li';
  className?: string;
  id?: string;
  children: ReactNode;
};

export function Text({ as: Tag = 'p', size, tone, className, ...props }: TextProps) {
  return <Tag data-slot="text" className={cn(textVariants({ size, tone }), className)} {...props} />;
}
