import type { Story } from '@ladle/react';
import { FacebookIcon, LinkedinIcon, SparklesIcon, XIcon, YoutubeIcon } from '@/components/ui/icons';
import { NamedIcon, iconNames } from '@/components/ui/named-icon';
import { StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/Icon' };

export const Gallery: Story = () => (
  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
    {iconNames.map((name) => (
      <li key={name} className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 py-2">
        <NamedIcon name={name} size="md" className="text-accent" />
        <span className="truncate text-xs text-fg-muted">{name}</span>
      </li>
    ))}
  </ul>
);

export const Sizes: Story = () => (
  <StoryRow title="xs, sm, md, lg, xl">
    {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
      <SparklesIcon key={size} size={size} />
    ))}
  </StoryRow>
);

export const Labelled: Story = () => (
  <StoryStack>
    <StoryRow title="Named icons (role img)">
      <LinkedinIcon size="lg" label="LinkedIn" />
      <YoutubeIcon size="lg" label="YouTube" />
      <XIcon size="lg" label="X" />
      <FacebookIcon size="lg" label="Facebook" />
    </StoryRow>
  </StoryStack>
);
