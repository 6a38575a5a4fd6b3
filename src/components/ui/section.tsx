import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const sectionVariants = cva('relative isolate', {
  variants: {
    tone: {
      default: 'bg-surface text-fg',
      muted: 'bg-surface-muted text-fg',
      // The ring token is tuned for the page surfaces; on these bands the focus
      // outline takes the band's own text colour so it keeps 3:1 there too.
      inverse: 'bg-surface-inverse text-fg-inverse [&_:focus-visible]:outline-fg-inverse',
      accent: 'bg-accent text-accent-fg [&_:focus-visible]:outline-accent-fg',
    },
    spacing: {
      default: 'py-section',
      compact: 'py-12 md:py-16',
      none: '',
    },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
});

export type SectionProps = VariantProps<typeof sectionVariants> & {
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
};

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
