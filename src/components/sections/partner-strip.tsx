import { cva, type VariantProps } from 'class-variance-authority';
import type { PartnerLogo } from '@/content/types';
import { mediaUrl } from '@/lib/media/media-url';
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
 * Generative AI and cloud partners. Each mark ships black for the light
 * theme and white for the dark one; the name is real text, so the marks are
 * decorative.
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
                <div className="flex h-12 items-center">
                  <img
                    src={mediaUrl(partner.src.light)}
                    alt=""
                    width={partner.width}
                    height={partner.height}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-auto dark:hidden"
                  />
                  <img
                    src={mediaUrl(partner.src.dark)}
                    alt=""
                    width={partner.width}
                    height={partner.height}
                    loading="lazy"
                    decoding="async"
                    className="hidden h-12 w-auto dark:block"
                  />
                </div>
                <Heading level={3} size="h5">
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
