import type { PlatformPillar } from '@/content/types';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionScaffold, titledSection, type TitledSectionProps } from './section-scaffold';

export type PillarsProps = TitledSectionProps & {
  pillars: PlatformPillar[];
};

/** The three platform pillars: adaptive intelligence fabric, decentralized orchestration, ethical by design. */
export function Pillars({ pillars, ...props }: PillarsProps) {
  return (
    <SectionScaffold {...titledSection(props)} gap="lg">
      <ol className="grid gap-6 md:grid-cols-3 [&>li]:border-t [&>li]:border-border-strong [&>li]:pt-8">
        {pillars.map((pillar, index) => (
          <li key={pillar.title} className="flex flex-col gap-4">
            <div className="flex items-center justify-between">
              <SectionIcon name={pillar.icon} />
              <span aria-hidden="true" className="font-display text-sm font-semibold tracking-wide text-fg-muted">
                {`Pillar ${index + 1}`}
              </span>
            </div>
            <Heading level={3} size="h4">
              {pillar.title}
            </Heading>
            <Text emphasis="muted">{pillar.description}</Text>
          </li>
        ))}
      </ol>
    </SectionScaffold>
  );
}
