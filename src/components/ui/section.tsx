import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis, type Surface } from '@/components/vocabulary';

export const sectionVariants = cva('relative isolate', {
  variants: {
    // The band's surface scope: data-surface paints it and sets the colours everything inside reads
    // (text, links, buttons, the focus ring), so no primitive inside takes a prop for it.
    surface: axis('surface', {
      default: '',
      muted: '',
      inverse: '',
      accent: '',
      // A band drawn over a picture (and its scrim); the inverse surface shows until the picture has loaded.
      media: 'overflow-hidden',
    }),
    spacing: axis('spacing', {
      none: '',
      sm: 'py-12 md:py-16',
      md: 'py-section',
    }),
  },
  defaultVariants: { surface: 'default', spacing: 'md' },
});

export type SectionProps = ComponentProps<'section'> & VariantProps<typeof sectionVariants>;

/** The surfaces a band can have. */
export type SectionSurface = Extract<Surface, NonNullable<SectionProps['surface']>>;

/**
 * A band of the page: a plain `<section>`, found by its heading. Landmarks are only what a visitor jumps to:
 * banner, the main and footer navigations, main, contentinfo, the floating call to action, a named form and a
 * carousel (a labelled region, as the APG carousel pattern asks). Naming every band made `/` a list of 19
 * landmarks; so a band takes no aria-label or aria-labelledby (tests/support/keyboard-walk.ts holds the rule).
 */
export function Section({ className, surface, spacing, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-surface={surface ?? 'default'}
      className={cn(sectionVariants({ surface, spacing }), className)}
      {...props}
    />
  );
}
