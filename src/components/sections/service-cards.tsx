import { cva, type VariantProps } from 'class-variance-authority';
import type { ServiceCard } from '@/content/types';
import { Card, CardBody, CardFooter } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { Text } from '@/components/ui/text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SectionIcon } from './section-icon';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export const serviceCardsVariants = cva('grid gap-6', {
  variants: {
    columns: { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' },
  },
  defaultVariants: { columns: 2 },
});

export type ServiceCardsProps = VariantProps<typeof serviceCardsVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  cards: (ServiceCard & { icon?: string })[];
  tone?: 'default' | 'muted';
  className?: string;
};

/** Offerings as cards: the title link covers the card; a separate call to action goes to `ctaLink` when it differs. */
export function ServiceCards({ id, eyebrow, title, intro, cards, columns, tone, className }: ServiceCardsProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ul className={serviceCardsVariants({ columns })}>
          {cards.map((card) => (
            <Card as="li" key={card.title} variant="interactive">
              <CardBody className="gap-4">
                {card.icon && <SectionIcon name={card.icon} />}
                <Heading level={3} size="h4">
                  <SmartLink
                    href={card.link}
                    showExternalIcon={false}
                    className="rounded-sm outline-none after:absolute after:inset-0 after:content-['']"
                  >
                    {card.title}
                  </SmartLink>
                </Heading>
                <Text tone="muted">{card.description}</Text>
              </CardBody>
              <CardFooter>
                {card.ctaLink !== card.link ? (
                  <SmartLink
                    href={card.ctaLink}
                    className="relative z-raised inline-flex items-center gap-2 rounded-sm font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    {card.ctaLabel ?? 'Learn more'}
                    <VisuallyHidden>: {card.title}</VisuallyHidden>
                    <Icon name="arrow-right" size="sm" />
                  </SmartLink>
                ) : (
                  <span aria-hidden="true" className="inline-flex items-center gap-2 font-semibold text-accent">
                    {card.ctaLabel ?? 'Learn more'}
                    <Icon name="arrow-right" size="sm" />
                  </span>
                )}
              </CardFooter>
            </Card>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
