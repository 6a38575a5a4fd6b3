import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import { cn } from '@/lib/cn';

export const containerVariants = cva('mx-auto w-full px-gutter', {
  variants: {
    size: axis('size', {
      // Reading width: prose, quotes, questions.
      sm: 'max-w-4xl',
      md: 'max-w-container',
      lg: 'max-w-[96rem]',
      full: 'max-w-none',
    }),
  },
  defaultVariants: { size: 'md' },
});

export type ContainerProps = ComponentProps<'div'> & VariantProps<typeof containerVariants>;

export function Container({ className, size, ...props }: ContainerProps) {
  return <div data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />;
}
