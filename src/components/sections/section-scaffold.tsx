import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { Container, type ContainerProps } from '@/components/ui/container';
import { Section, type SectionProps } from '@/components/ui/section';
import { SectionIntro, type SectionIntroProps } from './section-intro';
import { useSectionTitleId } from './section-id';
import type { PageSurface } from '@/components/vocabulary';

// The space between the intro and what follows: lists breathe less than card grids.
export const sectionScaffoldVariants = cva('flex flex-col', {
  variants: {
    gap: axis('gap', { sm: 'gap-8', md: 'gap-10', lg: 'gap-12' }),
  },
  defaultVariants: { gap: 'md' },
});

export type SectionScaffoldProps = Omit<SectionProps, 'title'> &
  VariantProps<typeof sectionScaffoldVariants> &
  Pick<SectionIntroProps, 'eyebrow' | 'title' | 'intro' | 'align'> & {
    /** The intro's title step (SectionIntro `size`). */
    titleSize?: SectionIntroProps['size'];
    /** The container's width: `sm` for reading width. */
    size?: ContainerProps['size'];
    /** A control at the end of the intro's row, e.g. 'All posts'. */
    action?: ReactNode;
  };

/** What a titled content section hands straight to its scaffold: its id, words, surface and classes. */
export type TitledSectionProps = Pick<SectionIntroProps, 'eyebrow' | 'title' | 'intro'> & {
  id?: string;
  surface?: PageSurface;
  className?: string;
};

/** Only the scaffold's own props, so a content block's other fields (`kind`, `anchor`) never reach the DOM. */
export const titledSection = ({ id, eyebrow, title, intro, surface, className }: TitledSectionProps) => ({
  id,
  eyebrow,
  title,
  intro,
  surface,
  className,
});

/**
 * The frame of every titled content section: a Section headed by its h2 (the id is `{id}-title`, or generated),
 * a Container, the SectionIntro, then the section's own content. `surface` sets the band's scope, which the
 * intro reads. The band is found by its heading, not named as a landmark (see Section).
 */
export function SectionScaffold({
  id,
  surface,
  eyebrow,
  title,
  intro,
  align,
  titleSize,
  size,
  gap,
  action,
  children,
  ...props
}: SectionScaffoldProps) {
  const titleId = useSectionTitleId(id);
  const introNode = (
    <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} align={align} size={titleSize} />
  );
  return (
    <Section id={id} surface={surface} {...props}>
      <Container size={size} className={cn(sectionScaffoldVariants({ gap }))}>
        {action ? (
          <div className="flex flex-wrap items-end justify-between gap-6">
            {introNode}
            {action}
          </div>
        ) : (
          introNode
        )}
        {children}
      </Container>
    </Section>
  );
}
