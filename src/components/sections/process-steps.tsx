import type { ProcessStep } from '@/content/types';
import { NumberedColumns } from './numbered-columns';
import type { TitledSectionProps } from './section-scaffold';

export type ProcessStepsProps = TitledSectionProps & {
  steps: ProcessStep[];
};

/** Numbered steps (the three-step process: ideation, planning, agile execution). */
export function ProcessSteps({ steps, ...props }: ProcessStepsProps) {
  return <NumberedColumns {...props} items={steps} variant="steps" />;
}
