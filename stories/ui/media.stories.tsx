import type { Story } from '@ladle/react';
import { workers } from '@/content/workers';
import { Media } from '@/components/ui/media';
import { StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/Media' };

const portrait = workers[0]!.imgSrc;

/**
 * A media path becomes the pipeline's srcset (AVIF in a <picture>, WebP beside it) and keeps its box's
 * proportions before the file arrives; an empty alt marks decoration.
 */
export const Pictures: Story = () => (
  <StoryStack>
    <StoryRow title="A portrait at its intrinsic ratio">
      <Media {...portrait} sizes="12rem" className="h-auto w-48 rounded-xl" />
    </StoryRow>
    <StoryRow title="Covering a wider box (object-fit: cover), decorative, first on the page">
      <div className="h-40 w-full max-w-xl overflow-hidden rounded-xl">
        <Media
          src="/media/hero/home-poster.webp"
          alt=""
          width={1600}
          height={900}
          sizes="36rem"
          priority
          className="size-full object-cover"
        />
      </div>
    </StoryRow>
  </StoryStack>
);
