import type { Story } from '@ladle/react';
import { Heading } from '@/components/ui/heading';
import { StoryArtwork, StoryStack } from './story-frame';

export default { title: 'UI/Heading' };

export const Levels: Story = () => (
  <StoryStack>
    <Heading level={1}>Human potential, multiplied</Heading>
    <Heading level={2}>One Platform - Four Ways to Accelerate</Heading>
    <Heading level={3}>Adaptive intelligence fabric</Heading>
    <Heading level={4}>Decentralized orchestration</Heading>
    <Heading level={5}>Ethical-by-design framework</Heading>
    <Heading level={6}>Reply within one business day</Heading>
  </StoryStack>
);

export const DisplaySize: Story = () => (
  <Heading level={1} size="display">
    Intelligence. Impact. Infinite Scale.
  </Heading>
);

export const SizeIndependentOfLevel: Story = () => (
  <StoryStack>
    <Heading level={2} size="sm">
      An h2 drawn at h4 size
    </Heading>
    <Heading level={3} size="xl">
      An h3 drawn at h1 size
    </Heading>
  </StoryStack>
);

export const Surfaces: Story = () => (
  <StoryStack>
    <div data-surface="inverse" className="rounded-xl p-8">
      <Heading level={2}>Your vision, accelerated</Heading>
    </div>
    <div className="relative h-56 overflow-hidden rounded-xl">
      <StoryArtwork />
      <div data-surface="media" className="absolute inset-0 flex items-end bg-media-scrim p-8">
        <Heading level={2}>Human potential</Heading>
      </div>
    </div>
  </StoryStack>
);
