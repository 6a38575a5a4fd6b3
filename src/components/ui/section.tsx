import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const sectionVariants = cva('relative isolate', {
  variants: {
    // The band's surface; primitives inside take the same `tone` to read on it.
    tone: {
      default: 'bg-surface text-fg',
      muted: 'bg-surface-muted text-fg',
      // The ring token is tuned for the page surfaces; on these bands the focus
      // outline takes the band's own text colour so it keeps 3:1 there too.
      inverse: 'bg-surface-inverse text-fg-inverse [&_:focus-visible]:outline-fg-inverse',
      accent: 'bg-accent text-accent-fg [&_:focus-visible]:outline-accent-fg',
      // A band drawn over a picture (and its scrim); the inverse surface shows until the picture has loaded.
      media: 'overflow-hidden bg-surface-inverse text-media-fg [&_:focus-visible]:outline-media-fg',
    },
    spacing: {
      none: '',
      sm: 'py-12 md:py-16',
      md: 'py-section',
    },
  },
  defaultVariants: { tone: 'default', spacing: 'md' },
});

export type SectionProps = ComponentProps<'section'> & VariantProps<typeof sectionVariants>;

/** The surfaces a band can have; content primitives take the same names for the surface they sit on. */
export type SectionTone = NonNullable<SectionProps['tone']>;

export function Section({ className, tone, spacing, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? 'default'}
      className={cn(sectionVariants({ tone, spacing }), className)}
      {...props}
    />
  );
}
