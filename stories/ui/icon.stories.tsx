import type { Story } from '@ladle/react';
import { Icon, iconNames } from '@/components/ui/icon';
import { StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/Icon' };

export const Gallery: Story = () => (
  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
    {iconNames.map((name) => (
      <li key={name} className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 py-2">
        <Icon name={name} size="md" className="text-accent" />
        <span className="truncate text-xs text-fg-muted">{name}</span>
      </li>
    ))}
  </ul>
);

export const Sizes: Story = () => (
  <StoryRow title="xs, sm, md, lg, xl">
    {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
      <Icon key={size} name="sparkles" size={size} />
    ))}
  </StoryRow>
);

export const Labelled: Story = () => (
  <StoryStack>
    <StoryRow title="Named icons (role img)">
      <Icon name="linkedin" size="lg" label="LinkedIn" />
      <Icon name="youtube" size="lg" label="YouTube" />
      <Icon name="x" size="lg" label="X" />
      <Icon name="facebook" size="lg" label="Facebook" />
    </StoryRow>
  </StoryStack>
);
