import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';

export const sectionIntroVariants = cva('flex max-w-prose flex-col gap-3', {
  variants: {
    align: axis('align', { start: '', center: 'mx-auto items-center text-center' }),
    // The title's step: 'sm' for a band whose content is the point (figures).
    size: axis('size', { sm: '', md: '' }),
  },
  defaultVariants: { align: 'start', size: 'md' },
});

export type SectionIntroProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof sectionIntroVariants> & {
    eyebrow?: string;
    title: string;
    /** Id of the h2 (the section's heading anchor). */
    titleId: string;
    intro?: string;
  };

/** Eyebrow, h2 and lead paragraph shared by the content sections. */
export function SectionIntro({ eyebrow, title, titleId, intro, align, size, className, ...props }: SectionIntroProps) {
  return (
    <div className={cn(sectionIntroVariants({ align, size }), className)} {...props}>
      {eyebrow && <CategoryLabel>{eyebrow}</CategoryLabel>}
      <Heading level={2} size={size === 'sm' ? 'md' : 'lg'} id={titleId}>
        {title}
      </Heading>
      {intro && (
        <Text size="lg" emphasis="muted">
          {intro}
        </Text>
      )}
    </div>
  );
}
