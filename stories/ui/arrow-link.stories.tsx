import type { Story } from '@ladle/react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { StoryArtwork, StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/ArrowLink' };

export const Directions: Story = () => (
  <StoryRow title="forward, back, down">
    <ArrowLink href="/contact">Click to Start a Conversation</ArrowLink>
    <ArrowLink href="/digital-workforce" direction="back">
      The whole team
    </ArrowLink>
    <ArrowLink href="#faq" direction="down">
      Scroll down
    </ArrowLink>
  </StoryRow>
);

export const SizesAndEmphasis: Story = () => (
  <StoryStack>
    <StoryRow title="size lg, md, sm">
      <ArrowLink href="/case-studies" size="lg">
        Next project
      </ArrowLink>
      <ArrowLink href="/solutions">Learn more</ArrowLink>
      <ArrowLink href="/solutions" size="sm">
        Learn more
      </ArrowLink>
    </StoryRow>
    <StoryRow title="emphasis muted (a quiet way back)">
      <ArrowLink href="/blog" direction="back" size="sm" emphasis="muted">
        All posts
      </ArrowLink>
    </StoryRow>
    <StoryRow title="asChild: drawn only, inside a card whose title is the link">
      <ArrowLink asChild>
        <span aria-hidden="true">Learn more</span>
      </ArrowLink>
    </StoryRow>
  </StoryStack>
);

const surfaces = [
  { surface: 'muted', direction: 'forward' },
  { surface: 'inverse', direction: 'back' },
  { surface: 'accent', direction: 'forward' },
] as const;

export const Surfaces: Story = () => (
  <StoryStack>
    {surfaces.map(({ surface, direction }) => (
      <div key={surface} data-surface={surface} className="rounded-xl p-6">
        <ArrowLink href="/contact" direction={direction}>
          {`On the ${surface} surface`}
        </ArrowLink>
      </div>
    ))}
    <div className="relative h-28 overflow-hidden rounded-xl">
      <StoryArtwork />
      <div data-surface="media" className="absolute inset-0 flex items-center bg-media-scrim p-6">
        <ArrowLink href="#next" direction="down" size="sm" className="tracking-wide uppercase">
          Scroll down
        </ArrowLink>
      </div>
    </div>
  </StoryStack>
);
