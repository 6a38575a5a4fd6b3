import type { ProcessStep } from '@/content/types';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionScaffold, titledSection, type TitledSectionProps } from './section-scaffold';

export type ProcessStepsProps = TitledSectionProps & {
  steps: ProcessStep[];
};

/** Numbered steps (the three-step process: ideation, planning, agile execution). */
export function ProcessSteps({ steps, ...props }: ProcessStepsProps) {
  return (
    <SectionScaffold {...titledSection(props)} gap="lg">
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
            <Text emphasis="muted">{step.description}</Text>
          </li>
        ))}
      </ol>
    </SectionScaffold>
  );
}
