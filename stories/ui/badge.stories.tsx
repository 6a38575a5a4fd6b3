import type { Story } from '@ladle/react';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { StoryRow } from './story-frame';

export default { title: 'UI/Badge' };

export const Variants: Story = () => (
  <StoryRow title="Variants">
    <Badge>Mobile app</Badge>
    <Badge variant="accent">
      <Icon name="sparkles" />
      New
    </Badge>
    <Badge variant="outline">Web app</Badge>
  </StoryRow>
);
