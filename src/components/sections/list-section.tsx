// A titled list of short items: what a worker takes over, the tools it
// connects to, the steps of a case study, the points of a service.
import { cva, type VariantProps } from 'class-variance-authority';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIntro } from '@/components/sections/section-intro';
import { useSectionTitleId } from '@/components/sections/section-id';

export const listSectionVariants = cva('', {
  variants: {
    appearance: {
      checks: 'grid gap-4 md:grid-cols-2',
      steps: 'flex max-w-3xl flex-col gap-4',
      tags: 'flex flex-wrap gap-3',
    },
  },
  defaultVariants: { appearance: 'checks' },
});

export type ListSectionProps = VariantProps<typeof listSectionVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  paragraphs?: string[];
  items: string[];
  tone?: 'default' | 'muted';
};

export function ListSection({ id, eyebrow, title, intro, paragraphs, items, appearance, tone }: ListSectionProps) {
  const titleId = useSectionTitleId(id);
  const ListTag = appearance === 'steps' ? 'ol' : 'ul';
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId}>
      <Container className="flex flex-col gap-8">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        {paragraphs?.map((paragraph) => (
          <Text key={paragraph} tone="muted" className="max-w-prose">
            {paragraph}
          </Text>
        ))}
        <ListTag className={listSectionVariants({ appearance })}>
          {items.map((item, index) => (
            <li key={item} className="flex gap-3">
              {appearance === 'tags' ? (
                <Badge variant="outline">{item}</Badge>
              ) : appearance === 'steps' ? (
                <>
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-subtle font-display text-sm font-semibold"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1">{item}</span>
                </>
              ) : (
                <>
                  <Icon name="check" size="sm" className="mt-1 shrink-0 text-accent" />
                  <span>{item}</span>
                </>
              )}
            </li>
          ))}
        </ListTag>
      </Container>
    </Section>
  );
}
