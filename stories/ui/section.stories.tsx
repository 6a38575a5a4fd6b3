import type { Story } from '@ladle/react';
import { Button } from '@/components/ui/button';
import { CategoryLabel } from '@/components/ui/category-label';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';

export default { title: 'UI/Section' };

const surfaces = ['default', 'muted', 'inverse'] as const;

export const Surfaces: Story = () => (
  <div className="-m-6 sm:-m-10">
    {surfaces.map((surface) => (
      <Section key={surface} surface={surface} spacing="sm">
        <Container className="flex flex-col items-start gap-4">
          <CategoryLabel emphasis="muted">{`surface="${surface}"`}</CategoryLabel>
          <Heading level={2} size="md">
            How can we help you?
          </Heading>
          <Text emphasis="muted">
            We work remotely with clients worldwide, in your time zone for the meetings that matter.
          </Text>
          <Button>Contact us</Button>
        </Container>
      </Section>
    ))}
    <Section surface="accent" spacing="sm">
      <Container className="flex flex-col items-start gap-4">
        <Heading level={2} size="md">
          Your vision, accelerated
        </Heading>
        <Text>Tell us where you want to be in a year; we will show you the first 30 days.</Text>
      </Container>
    </Section>
  </div>
);

export const Spacing: Story = () => (
  <div className="-m-6 sm:-m-10">
    {(['md', 'sm', 'none'] as const).map((spacing, index) => (
      <Section key={spacing} spacing={spacing} surface={index % 2 ? 'muted' : 'default'}>
        <Container>
          <Text className="font-semibold">spacing: {spacing}</Text>
        </Container>
      </Section>
    ))}
  </div>
);
