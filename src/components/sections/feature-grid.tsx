import { cva, type VariantProps } from 'class-variance-authority';
import { Card, CardBody } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export const featureGridVariants = cva('grid gap-6', {
  variants: {
    columns: { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 xl:grid-cols-4' },
  },
  defaultVariants: { columns: 3 },
});

export interface FeatureItem {
  icon: string;
  title: string;
  description: string;
  href?: string;
}

export type FeatureGridProps = VariantProps<typeof featureGridVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: FeatureItem[];
  tone?: 'default' | 'muted';
  className?: string;
};

/** Icon, title and a line each; items with an address become whole-card links. */
export function FeatureGrid({ id, eyebrow, title, intro, items, columns, tone, className }: FeatureGridProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ul className={featureGridVariants({ columns })}>
          {items.map((item) => (
            <Card as="li" key={item.title} variant={item.href ? 'interactive' : 'default'}>
              <CardBody>
                <SectionIcon name={item.icon} />
                <Heading level={3} size="h5">
                  {item.href ? (
                    <SmartLink
                      href={item.href}
                      showExternalIcon={false}
                      className="rounded-sm outline-none after:absolute after:inset-0 after:content-['']"
                    >
                      {item.title}
                    </SmartLink>
                  ) : (
                    item.title
                  )}
                </Heading>
                <Text size="sm" tone="muted">
                  {item.description}
                </Text>
              </CardBody>
            </Card>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
