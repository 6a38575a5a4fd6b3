import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import type { ServiceCard } from '@/content/types';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Card, CardBody, CardFooter, CardLink } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SectionIcon } from './section-icon';
import { SectionScaffold, titledSection, type TitledSectionProps } from './section-scaffold';

export const serviceCardsVariants = cva('grid gap-6', {
  variants: {
    columns: axis('columns', {
      2: 'md:grid-cols-2',
      3: 'md:grid-cols-2 lg:grid-cols-3',
      4: 'md:grid-cols-2 xl:grid-cols-4',
    }),
  },
  defaultVariants: { columns: 2 },
});

export type ServiceCardsProps = VariantProps<typeof serviceCardsVariants> &
  TitledSectionProps & {
    cards: (ServiceCard & { icon?: string })[];
  };

/** Offerings as cards: the title link covers the card; a separate call to action goes to `ctaLink` when it differs. */
export function ServiceCards({ cards, columns, ...props }: ServiceCardsProps) {
  return (
    <SectionScaffold {...titledSection(props)} gap="lg">
      <ul className={serviceCardsVariants({ columns })}>
        {cards.map((card) => (
          <Card asChild key={card.title} variant="interactive">
            <li>
              <CardBody gap="md">
                {card.icon && <SectionIcon name={card.icon} />}
                <Heading level={3} size="sm">
                  <CardLink href={card.link} showExternalIcon={false}>
                    {card.title}
                  </CardLink>
                </Heading>
                <Text emphasis="muted">{card.description}</Text>
              </CardBody>
              <CardFooter>
                {card.ctaLink !== card.link ? (
                  // Above the card's stretched title link, so it keeps its own target.
                  <ArrowLink href={card.ctaLink} className="relative z-raised">
                    {card.ctaLabel ?? 'Learn more'}
                    <VisuallyHidden>: {card.title}</VisuallyHidden>
                  </ArrowLink>
                ) : (
                  // The title link already goes there: the same words, drawn only.
                  <ArrowLink asChild>
                    <span aria-hidden="true">{card.ctaLabel ?? 'Learn more'}</span>
                  </ArrowLink>
                )}
              </CardFooter>
            </li>
          </Card>
        ))}
      </ul>
    </SectionScaffold>
  );
}
