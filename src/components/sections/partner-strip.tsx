import { cva, type VariantProps } from 'class-variance-authority';
import type { PartnerLogo } from '@/content/types';
import { Card, CardBody, CardFooter } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export const partnerStripVariants = cva('grid gap-6 sm:grid-cols-2', {
  variants: {
    columns: { 3: 'lg:grid-cols-3', 6: 'lg:grid-cols-3 2xl:grid-cols-6' },
  },
  defaultVariants: { columns: 3 },
});

export type PartnerStripProps = VariantProps<typeof partnerStripVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  partners: PartnerLogo[];
  tone?: 'default' | 'muted';
  className?: string;
};

/**
 * Generative AI and cloud partners. Each card's mark is the partner's name set
 * in our display type, in the foreground colour of the theme (black in light,
 * white in dark): real text, no imitation of anyone's logo.
 */
export function PartnerStrip({ id, eyebrow, title, intro, partners, columns, tone, className }: PartnerStripProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ul className={partnerStripVariants({ columns })}>
          {partners.map((partner) => (
            <Card as="li" key={partner.id} data-partner={partner.id}>
              <CardBody className="gap-5">
                {/* The mark is the name in our display type: fg is black in the light theme, white in the dark. */}
                <Heading level={3} size="h3" className="flex h-12 items-center">
                  {partner.title}
                </Heading>
                <Text size="sm" tone="muted">
                  {partner.description}
                </Text>
              </CardBody>
              <CardFooter>
                <StartConversationButton variant="outline" size="sm" />
              </CardFooter>
            </Card>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
