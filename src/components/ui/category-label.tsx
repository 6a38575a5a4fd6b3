import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const categoryLabelVariants = cva('text-xs font-semibold tracking-wide uppercase', {
  variants: {
    tone: {
      default: 'text-fg-muted',
      accent: 'text-accent',
      media: 'text-media-fg',
      inverse: 'text-fg-inverse-muted',
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type CategoryLabelProps = VariantProps<typeof categoryLabelVariants> & {
  as?: 'p' | 'span' | 'div';
  className?: string;
  children: ReactNode;
};

/** The small eyebrow line above a title ("CASE STUDY", "WEB APP"). */
export function CategoryLabel({ as: Tag = 'p', tone, className, ...props }: CategoryLabelProps) {
  return <Tag data-slot="category-label" className={cn(categoryLabelVariants({ tone }), className)} {...props} />;
}
