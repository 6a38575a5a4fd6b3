import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import type { Href } from '@/config/page-links';
import { Card, CardBody, CardLink } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionScaffold, titledSection, type TitledSectionProps } from './section-scaffold';

export const featureGridVariants = cva('grid gap-6', {
  variants: {
    columns: axis('columns', {
      2: 'sm:grid-cols-2',
      3: 'sm:grid-cols-2 lg:grid-cols-3',
      4: 'sm:grid-cols-2 xl:grid-cols-4',
    }),
  },
  defaultVariants: { columns: 3 },
});

export interface FeatureItem {
  icon: string;
  title: string;
  description: string;
  href?: Href;
}

export type FeatureGridProps = VariantProps<typeof featureGridVariants> &
  TitledSectionProps & {
    items: FeatureItem[];
  };

/** Icon, title and a line each; items with an address become whole-card links. */
export function FeatureGrid({ items, columns, ...props }: FeatureGridProps) {
  return (
    <SectionScaffold {...titledSection(props)} gap="lg">
      <ul className={featureGridVariants({ columns })}>
        {items.map((item) => (
          <Card asChild key={item.title} variant={item.href ? 'interactive' : 'default'}>
            <li>
              <CardBody>
                <SectionIcon name={item.icon} />
                <Heading level={3} size="xs">
                  {item.href ? (
                    <CardLink href={item.href} showExternalIcon={false}>
                      {item.title}
                    </CardLink>
                  ) : (
                    item.title
                  )}
                </Heading>
                <Text size="sm" emphasis="muted">
                  {item.description}
                </Text>
              </CardBody>
            </li>
          </Card>
        ))}
      </ul>
    </SectionScaffold>
  );
}
