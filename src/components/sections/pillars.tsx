import type { PlatformPillar } from '@/content/types';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export type PillarsProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  pillars: PlatformPillar[];
  tone?: 'default' | 'muted';
  className?: string;
};

/** The three platform pillars: adaptive intelligence fabric, decentralized orchestration, ethical by design. */
export function Pillars({ id, eyebrow, title, intro, pillars, tone, className }: PillarsProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
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
              <Text tone="muted">{pillar.description}</Text>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
