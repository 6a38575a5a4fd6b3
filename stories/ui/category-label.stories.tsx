import type { Story } from '@ladle/react';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { StoryArtwork, StoryStack } from './story-frame';

export default { title: 'UI/CategoryLabel' };

export const Tones: Story = () => (
  <StoryStack>
    <div className="flex flex-col gap-2">
      <CategoryLabel>Case study</CategoryLabel>
      <Heading level={2} size="h3">
        RepairLine: collision recovery, rebuilt
      </Heading>
    </div>
    <CategoryLabel emphasis="muted">Web app</CategoryLabel>
    <div className="rounded-xl bg-surface-inverse p-6">
      <CategoryLabel tone="inverse">Enterprise capabilities</CategoryLabel>
    </div>
    <div className="relative h-28 overflow-hidden rounded-xl">
      <StoryArtwork />
      <div className="absolute inset-0 flex items-center bg-media-scrim p-6">
        <CategoryLabel tone="media">AI Receptionist</CategoryLabel>
      </div>
    </div>
  </StoryStack>
);
