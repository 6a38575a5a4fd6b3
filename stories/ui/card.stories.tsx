import type { Story } from '@ladle/react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardFooter, CardLink, CardMedia } from '@/components/ui/card';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { BotIcon, BrainIcon, HandshakeIcon, RocketIcon } from '@/components/ui/icons';
import { Text } from '@/components/ui/text';
import { StoryArtwork } from './story-frame';

export default { title: 'UI/Card' };

export const Default: Story = () => (
  <Card className="max-w-sm">
    <CardBody>
      <BrainIcon size="xl" className="text-accent" />
      <Heading level={3} size="sm">
        Adaptive intelligence fabric
      </Heading>
      <Text emphasis="muted">Models, data and tools woven into one layer that learns from every interaction.</Text>
    </CardBody>
  </Card>
);

export const Interactive: Story = () => (
  <Card asChild variant="interactive" className="max-w-sm">
    {/* Named by its title, so a list of these cards reads as distinct articles. */}
    <article aria-labelledby="card-story-title">
      <CardMedia>
        <StoryArtwork>
          <RocketIcon size="xl" />
        </StoryArtwork>
      </CardMedia>
      <CardBody>
        <div className="flex gap-2">
          <Badge>Mobile app</Badge>
        </div>
        <Heading level={3} size="sm" id="card-story-title">
          {/* One link stretches over the whole card; the rest stays plain text. */}
          <CardLink href="/">Pulse Coach</CardLink>
        </Heading>
        <Text emphasis="muted">A fitness coach that adapts each plan to how the last session went.</Text>
      </CardBody>
    </article>
  </Card>
);

export const InteractiveFocused: Story = () => (
  <Card variant="interactive" className="max-w-sm">
    <CardBody>
      <CategoryLabel>Digital worker</CategoryLabel>
      <Heading level={3} size="sm">
        <a href="#ava" className="stretched-link" ref={(element) => element?.focus()}>
          Ava, Chief of Staff
        </a>
      </Heading>
      <Text emphasis="muted">Keeps priorities, follow-ups and reports moving.</Text>
    </CardBody>
  </Card>
);

export const WithFooter: Story = () => (
  <Card className="max-w-sm">
    <CardMedia ratio="portrait">
      <StoryArtwork>
        <BotIcon size="xl" />
      </StoryArtwork>
    </CardMedia>
    <CardBody>
      <CategoryLabel>AI Receptionist</CategoryLabel>
      <Heading level={3} size="sm">
        Ella answers every call, day and night
      </Heading>
    </CardBody>
    <CardFooter>
      <Button size="sm">Hire Ella</Button>
      <Button size="sm" variant="ghost">
        Learn more
      </Button>
    </CardFooter>
  </Card>
);

export const Flat: Story = () => (
  <Card variant="flat" className="max-w-sm">
    <CardBody>
      <HandshakeIcon size="lg" className="text-accent" />
      <Heading level={3} size="xs">
        Collaborative ideation
      </Heading>
      <Text size="sm" emphasis="muted">
        We start with your goals and map where agents add the most value.
      </Text>
    </CardBody>
  </Card>
);
