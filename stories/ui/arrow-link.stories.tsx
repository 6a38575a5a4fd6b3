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
    <StoryRow title="size md, sm">
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

export const Tones: Story = () => (
  <StoryStack>
    <div className="rounded-xl bg-surface-muted p-6">
      <ArrowLink href="/contact" tone="muted">
        On the muted surface
      </ArrowLink>
    </div>
    <div className="rounded-xl bg-surface-inverse p-6">
      <ArrowLink href="/digital-workforce" direction="back" tone="inverse">
        On the inverse surface
      </ArrowLink>
    </div>
    <div className="rounded-xl bg-accent p-6">
      <ArrowLink href="/contact" tone="accent">
        On the accent surface
      </ArrowLink>
    </div>
    <div className="relative h-28 overflow-hidden rounded-xl">
      <StoryArtwork />
      <div className="absolute inset-0 flex items-center bg-media-scrim p-6">
        <ArrowLink href="#next" direction="down" tone="media" size="sm" className="tracking-wide uppercase">
          Scroll down
        </ArrowLink>
      </div>
    </div>
  </StoryStack>
);
