import type { ProcessStep } from '@/content/types';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export type ProcessStepsProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: ProcessStep[];
  tone?: 'default' | 'muted';
  className?: string;
};

/** Numbered steps (the three-step process: ideation, planning, agile execution). */
export function ProcessSteps({ id, eyebrow, title, intro, steps, tone, className }: ProcessStepsProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ol className="grid gap-8 md:grid-cols-3">
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
