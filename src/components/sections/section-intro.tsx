import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';

export const sectionIntroVariants = cva('flex max-w-prose flex-col gap-3', {
  variants: {
    align: { start: '', center: 'mx-auto items-center text-center' },
  },
  defaultVariants: { align: 'start' },
});

export type SectionIntroProps = VariantProps<typeof sectionIntroVariants> & {
  eyebrow?: string;
  title: string;
  /** Id of the h2, for the section's aria-labelledby. */
  titleId: string;
  intro?: string;
  /** Sections on an inverse or accent band switch the eyebrow and intro to legible tones. */
  onInverse?: boolean;
  className?: string;
};

/** Eyebrow, h2 and lead paragraph shared by the content sections. */
export function SectionIntro({
  eyebrow,
  title,
  titleId,
  intro,
  align,
  onInverse = false,
  className,
}: SectionIntroProps) {
  return (
    <div className={cn(sectionIntroVariants({ align }), className)}>
      {eyebrow && <CategoryLabel tone={onInverse ? 'inverse' : 'accent'}>{eyebrow}</CategoryLabel>}
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      {intro && (
        <Text size="lg" tone={onInverse ? 'inverse' : 'muted'}>
          {intro}
        </Text>
      )}
    </div>
  );
}
