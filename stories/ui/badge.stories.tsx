import type { Story } from '@ladle/react';
import { Badge } from '@/components/ui/badge';
import { SparklesIcon } from '@/components/ui/icons';
import { StoryRow } from './story-frame';

export default { title: 'UI/Badge' };

export const Variants: Story = () => (
  <StoryRow title="Variants">
    <Badge>Mobile app</Badge>
    <Badge variant="accent">
      <SparklesIcon />
      New
    </Badge>
    <Badge variant="outline">Web app</Badge>
  </StoryRow>
);
