import { useState, type RefObject } from 'react';
import type { MediaImage, MediaVideo } from '@/content/types';
import { cn } from '@/lib/cn';
import { servedUrl } from '@/lib/media/served-media';
import { CARD_SIZES } from '@/lib/media/sizes';
import { Media } from '@/components/ui/media';

export type HoverMediaProps = {
  image: MediaImage;
  video?: MediaVideo;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** How wide the card draws the picture; a card in a one-to-three-column grid by default. */
  sizes?: string;
};

/**
 * A card picture with a clip layered over it. The clip has no source
 * download until it is asked to play (preload none) and stays invisible
 * until frames arrive, so the picture is what prerender, screenshots and
 * reduced-motion visitors see.
 */
export function HoverMedia({ image, video, videoRef, sizes = CARD_SIZES }: HoverMediaProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <Media src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} />
      {video && (
        <video
          ref={videoRef}
          src={servedUrl(video.src)}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          className={cn('absolute inset-0', playing ? 'opacity-100' : 'opacity-0')}
        />
      )}
    </>
  );
}
