import type { Story } from '@ladle/react';
import { Text } from '@/components/ui/text';
import { StoryArtwork, StoryStack } from './story-frame';

export default { title: 'UI/Text' };

const copy =
  'Twenty-five years of delivery taught us that automation succeeds when people stay at the centre: we design agents that take the repetitive work, so your team keeps the judgement.';

export const Sizes: Story = () => (
  <StoryStack>
    {(['lg', 'md', 'sm', 'xs'] as const).map((size) => (
      <Text key={size} size={size} className="max-w-prose">
        {copy}
      </Text>
    ))}
  </StoryStack>
);

export const Surfaces: Story = () => (
  <StoryStack>
    <Text>Default: inherits the surrounding colour.</Text>
    <Text emphasis="muted">Muted: secondary copy and captions.</Text>
    <Text status="error">Danger: we could not send your message.</Text>
    <Text status="success">Success: your message has been sent.</Text>
    <div data-surface="inverse" className="rounded-xl p-6">
      <Text>Primary copy on an inverse band inherits its colour.</Text>
      <Text emphasis="muted">Inverse: secondary copy on an inverse band.</Text>
    </div>
    <div className="relative h-32 overflow-hidden rounded-xl">
      <StoryArtwork />
      <div data-surface="media" className="absolute inset-0 flex items-center bg-media-scrim p-6">
        <Text>Media: copy over imagery, behind a scrim.</Text>
      </div>
    </div>
  </StoryStack>
);

export const AsListItems: Story = () => (
  <ul className="flex list-disc flex-col gap-2 ps-6">
    <Text asChild>
      <li>Collaborative ideation</li>
    </Text>
    <Text asChild>
      <li>Customization and planning</li>
    </Text>
    <Text asChild>
      <li>Agile execution with continuous improvement</li>
    </Text>
  </ul>
);
