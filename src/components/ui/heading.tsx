import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';

// A word longer than the line (a hero's 'Transformation' at 390 px under a reader's own letter spacing) breaks
// instead of running out of its box; a word that fits is never broken.
export const headingVariants = cva('font-display text-balance wrap-break-word', {
  variants: {
    // No colour: a heading inherits its surface scope's foreground, so it reads right on any band.
    size: axis('size', {
      display: 'text-6xl font-extrabold tracking-tight',
      xl: 'text-5xl font-bold tracking-tight',
      lg: 'text-4xl font-bold tracking-tight',
      md: 'text-2xl font-semibold tracking-tight',
      sm: 'text-xl font-semibold',
      xs: 'text-lg font-semibold',
    }),
  },
  defaultVariants: { size: 'lg' },
});

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingSize = NonNullable<VariantProps<typeof headingVariants>['size']>;

// A level's own step, unless `size` names another (a card's h3 drawn at `sm`).
const sizeForLevel: Record<Level, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'xs', 6: 'xs' };

export type HeadingProps = ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** The outline level (h1-h6), chosen apart from the visual size. */
    level: Level;
  };

/**
 * Document outline (level) and visual size are chosen separately. The level
 * picks the element, so Heading takes no `asChild`: the outline is what it is for.
 */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      data-slot="heading"
      className={cn(headingVariants({ size: size ?? sizeForLevel[level] }), className)}
      {...props}
    />
  );
}
