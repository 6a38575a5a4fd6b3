import type { Story } from '@ladle/react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CategoryLabel } from '@/components/ui/category-label';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';

export default { title: 'UI/Tones' };

const tones = ['default', 'muted', 'inverse', 'accent'] as const;

/** One `tone` from the band down: every primitive given the band's tone reads on it. */
export const OnEverySurface: Story = () => (
  <div className="-m-6 sm:-m-10">
    {tones.map((tone) => (
      <Section key={tone} tone={tone} spacing="sm" aria-labelledby={`tone-${tone}`}>
        <Container className="flex flex-col items-start gap-3">
          <CategoryLabel tone={tone}>{`tone="${tone}"`}</CategoryLabel>
          <Heading level={2} size="h3" tone={tone} id={`tone-${tone}`}>
            Your vision, accelerated
          </Heading>
          <Text tone={tone}>Primary copy: emphasis default.</Text>
          <Text tone={tone} emphasis="muted">
            Secondary copy: emphasis muted.
          </Text>
          <ArrowLink href="/contact" tone={tone}>
            Start a Conversation
          </ArrowLink>
        </Container>
      </Section>
    ))}
  </div>
);
