import type { Story } from '@ladle/react';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { StoryArtwork, StoryStack } from './story-frame';

export default { title: 'UI/CategoryLabel' };

export const Surfaces: Story = () => (
  <StoryStack>
    <div className="flex flex-col gap-2">
      <CategoryLabel>Case study</CategoryLabel>
      <Heading level={2} size="md">
        RepairLine: collision recovery, rebuilt
      </Heading>
    </div>
    <CategoryLabel emphasis="muted">Web app</CategoryLabel>
    <div data-surface="inverse" className="rounded-xl p-6">
      <CategoryLabel>Enterprise capabilities</CategoryLabel>
    </div>
    <div className="relative h-28 overflow-hidden rounded-xl">
      <StoryArtwork />
      <div data-surface="media" className="absolute inset-0 flex items-center bg-media-scrim p-6">
        <CategoryLabel>AI Receptionist</CategoryLabel>
      </div>
    </div>
  </StoryStack>
);
