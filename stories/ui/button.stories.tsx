import type { Story } from '@ladle/react';
import { Link } from '@/lib/react/router-bindings';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import {
  ArrowRightIcon,
  ChevronLeftIcon,
  CloseIcon,
  MenuIcon,
  MessageIcon,
  PauseIcon,
  PlayIcon,
} from '@/components/ui/icons';
import { StoryArtwork, StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/Button' };

const variants = ['default', 'secondary', 'outline', 'ghost'] as const;

export const Variants: Story = () => (
  <StoryRow title="Variants">
    {variants.map((variant) => (
      <Button key={variant} variant={variant}>
        Start a Conversation
      </Button>
    ))}
  </StoryRow>
);

export const Sizes: Story = () => (
  <StoryStack>
    {(['sm', 'md', 'lg'] as const).map((size) => (
      <StoryRow key={size} title={`Size ${size}`}>
        <Button size={size}>Book a Vision Call</Button>
        <Button size={size} variant="outline">
          Find Your Fit
        </Button>
      </StoryRow>
    ))}
  </StoryStack>
);

export const WithIcons: Story = () => (
  <StoryRow title="Leading and trailing icons">
    <Button>
      <MessageIcon size="sm" />
      Start a Conversation
    </Button>
    <Button variant="secondary">
      Explore the Platform
      <ArrowRightIcon size="sm" />
    </Button>
  </StoryRow>
);

export const IconOnly: Story = () => (
  <StoryRow title="Icon only (named by aria-label)">
    <Button size="icon" aria-label="Open menu">
      <MenuIcon />
    </Button>
    <Button size="icon" variant="outline" aria-label="Previous slide">
      <ChevronLeftIcon />
    </Button>
    <Button size="icon" variant="ghost" aria-label="Close">
      <CloseIcon />
    </Button>
  </StoryRow>
);

export const Disabled: Story = () => (
  <StoryRow title="Disabled">
    {variants.map((variant) => (
      <Button key={variant} variant={variant} disabled>
        Sending
      </Button>
    ))}
  </StoryRow>
);

export const Focused: Story = () => (
  <StoryRow title="Keyboard focus">
    {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the story shows the focus ring */}
    <Button autoFocus>Request a Demo</Button>
  </StoryRow>
);

export const AsRouterLink: Story = () => (
  <StoryRow title="asChild: a router link styled as a button">
    <Button asChild>
      <Link to="/">Get Started Today</Link>
    </Button>
    <Button asChild variant="outline" size="lg">
      <a href="mailto:hello@infinyte.ai">hello@infinyte.ai</a>
    </Button>
  </StoryRow>
);

export const OnMedia: Story = () => (
  <div className="relative h-72 max-w-3xl overflow-hidden rounded-xl">
    <StoryArtwork />
    <div data-surface="media" className="absolute inset-0 flex items-end gap-4 bg-media-scrim p-8">
      <Button variant="media" size="lg">
        <PlayIcon size="sm" />
        Watch the film
      </Button>
      <Button variant="media" size="icon" aria-label="Pause background video">
        <PauseIcon />
      </Button>
    </div>
  </div>
);

export const AsLink: Story = () => (
  <StoryRow title="ButtonLink: any address drawn as a button, with an arrow when it leads on">
    <ButtonLink href="/contact" size="lg" direction="forward">
      Contact Us
    </ButtonLink>
    <ButtonLink href="/digital-workforce" variant="outline" direction="forward">
      Meet all twelve workers
    </ButtonLink>
    <ButtonLink href="/" variant="outline" direction="back">
      Back to the home page
    </ButtonLink>
  </StoryRow>
);
