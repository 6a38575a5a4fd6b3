import { cva, type VariantProps } from 'class-variance-authority';
import { axis, type PageSurface } from '@/components/vocabulary';
import { cn } from '@/lib/cn';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export const proseBlockVariants = cva('flex flex-col gap-5', {
  variants: {
    align: axis('align', { start: '', center: 'mx-auto items-center text-center' }),
  },
  defaultVariants: { align: 'start' },
});

export type ProseBlockProps = VariantProps<typeof proseBlockVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  surface?: PageSurface;
  className?: string;
};

/** A titled run of paragraphs at reading width. */
export function ProseBlock({ id, eyebrow, title, paragraphs, surface, align, className }: ProseBlockProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} surface={surface} className={className}>
      <Container size="sm">
        <div className={cn(proseBlockVariants({ align }), 'max-w-prose')}>
          <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} align={align} />
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg" emphasis="muted">
              {paragraph}
            </Text>
          ))}
        </div>
      </Container>
    </Section>
  );
}
