import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const sectionVariants = cva('relative isolate', {
  variants: {
    tone: {
      default: 'bg-surface text-fg',
      muted: 'bg-surface-muted text-fg',
      inverse: 'bg-surface-inverse text-fg-inverse',
      accent: 'bg-accent text-accent-fg',
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
