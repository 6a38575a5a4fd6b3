import type { Story } from '@ladle/react';
import { Stat } from '@/components/ui/stat';
import { StoryStack } from './story-frame';

export default { title: 'UI/Stat' };

const figures = [
  { value: '25', label: 'years of delivery experience' },
  { value: '48 hrs', label: 'from kickoff to a live growth platform' },
];

/** Figures in a description list, on the page and on the inverse band the stats bands use. */
export const OnSurfaces: Story = () => (
  <StoryStack>
    {(['default', 'inverse'] as const).map((surface) => (
      <dl key={surface} data-surface={surface} className="grid gap-8 rounded-xl p-8 sm:grid-cols-2">
        {figures.map((figure) => (
          <Stat key={figure.label} {...figure} />
        ))}
      </dl>
    ))}
  </StoryStack>
);
