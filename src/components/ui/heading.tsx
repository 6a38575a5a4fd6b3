import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const headingVariants = cva('font-display text-balance', {
  variants: {
    size: {
      display: 'text-6xl font-extrabold tracking-tight',
      h1: 'text-5xl font-bold tracking-tight',
      h2: 'text-4xl font-bold tracking-tight',
      h3: 'text-2xl font-semibold tracking-tight',
      h4: 'text-xl font-semibold',
      h5: 'text-lg font-semibold',
    },
    // The surface the heading sits on. On the page's own surfaces it inherits,
    // so a heading reads right in any Section without extra props.
    tone: {
      default: '',
      muted: '',
      inverse: 'text-fg-inverse',
      accent: 'text-accent-fg',
      media: 'text-media-fg',
    },
  },
  defaultVariants: { size: 'h2', tone: 'default' },
});

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingSize = NonNullable<VariantProps<typeof headingVariants>['size']>;

const sizeForLevel: Record<Level, HeadingSize> = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h5' };

export type HeadingProps = ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** The outline level (h1-h6), chosen apart from the visual size. */
    level: Level;
  };

/**
 * Document outline (level) and visual size are chosen separately. The level
 * picks the element, so Heading takes no `asChild`: the outline is what it is for.
 */
export function Heading({ level, size, tone, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      data-slot="heading"
      className={cn(headingVariants({ size: size ?? sizeForLevel[level], tone }), className)}
      {...props}
    />
  );
}
