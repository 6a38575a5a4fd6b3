import { cva, type VariantProps } from 'class-variance-authority';
import type { ProcessStep } from '@/content/types';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export const processStepsVariants = cva('grid gap-8', {
  variants: {
    layout: {
      row: 'md:grid-cols-3',
      stacked: 'max-w-3xl',
    },
  },
  defaultVariants: { layout: 'row' },
});

export type ProcessStepsProps = VariantProps<typeof processStepsVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: ProcessStep[];
  tone?: 'default' | 'muted';
  className?: string;
};

/** Numbered steps (the three-step process: ideation, planning, agile execution). */
export function ProcessSteps({ id, eyebrow, title, intro, steps, layout, tone, className }: ProcessStepsProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ol className={processStepsVariants({ layout })}>
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-4 border-t-2 border-accent pt-6">
              <div className="flex items-center gap-4">
                <SectionIcon name={step.icon} />
                <span className="font-display text-3xl font-bold text-fg-muted" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <Heading level={3} size="h4">
                {step.title}
              </Heading>
              <Text tone="muted">{step.description}</Text>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
