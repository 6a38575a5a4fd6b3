import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import type { PartnerLogo } from '@/content/types';
import { Card, CardBody, CardFooter } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import { SectionScaffold, titledSection, type TitledSectionProps } from './section-scaffold';

export const partnerStripVariants = cva('grid gap-6 sm:grid-cols-2', {
  variants: {
    columns: axis('columns', { 3: 'lg:grid-cols-3', 6: 'lg:grid-cols-3 2xl:grid-cols-6' }),
  },
  defaultVariants: { columns: 3 },
});

export type PartnerStripProps = VariantProps<typeof partnerStripVariants> &
  TitledSectionProps & {
    partners: PartnerLogo[];
  };

/**
 * Generative AI and cloud partners. Each card's mark is the partner's name set
 * in our display type, in the foreground colour of the theme (black in light,
 * white in dark): real text, no imitation of anyone's logo.
 */
export function PartnerStrip({ partners, columns, ...props }: PartnerStripProps) {
  return (
    <SectionScaffold {...titledSection(props)} gap="lg">
      <ul className={partnerStripVariants({ columns })}>
        {partners.map((partner) => (
          <Card asChild key={partner.id} data-partner={partner.id}>
            <li>
              <CardBody gap="lg">
                {/* The mark is the name in our display type: fg is black in the light theme, white in the dark. */}
                <Heading level={3} size="md" className="flex h-12 items-center">
                  {partner.title}
                </Heading>
                <Text size="sm" emphasis="muted">
                  {partner.description}
                </Text>
              </CardBody>
              <CardFooter>
                <StartConversationButton variant="outline" size="sm" />
              </CardFooter>
            </li>
          </Card>
        ))}
      </ul>
    </SectionScaffold>
  );
}
