import type { Story } from '@ladle/react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Button } from '@/components/ui/button';
import { CategoryLabel } from '@/components/ui/category-label';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';

export default { title: 'UI/Surfaces' };

const surfaces = ['default', 'muted', 'inverse', 'accent'] as const;

/** One `surface` on the band, none below it: every primitive reads the band's scope. */
export const OnEverySurface: Story = () => (
  <div className="-m-6 sm:-m-10">
    {surfaces.map((surface) => (
      <Section key={surface} surface={surface} spacing="sm">
        <Container className="flex flex-col items-start gap-3">
          <CategoryLabel>{`surface="${surface}"`}</CategoryLabel>
          <Heading level={2} size="md">
            Your vision, accelerated
          </Heading>
          <Text>Primary copy: emphasis default.</Text>
          <Text emphasis="muted">Secondary copy: emphasis muted.</Text>
          <div className="flex flex-wrap items-center gap-6">
            <Button>Start a Conversation</Button>
            <ArrowLink href="/contact">Contact us</ArrowLink>
          </div>
        </Container>
      </Section>
    ))}
  </div>
);
