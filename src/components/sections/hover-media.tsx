import { useState, type RefObject } from 'react';
import type { MediaImage, MediaVideo } from '@/content/types';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media/media-url';

export type HoverMediaProps = {
  image: MediaImage;
  video?: MediaVideo;
  videoRef: RefObject<HTMLVideoElement | null>;
};

/**
 * A card picture with a clip layered over it. The picture has one size (no
 * `srcset` yet), so it carries no `sizes`, which would be invalid HTML alone. The clip has no source
 * download until it is asked to play (preload none) and stays invisible
 * until frames arrive, so the picture is what prerender, screenshots and
 * reduced-motion visitors see.
 */
export function HoverMedia({ image, video, videoRef }: HoverMediaProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <img
        src={mediaUrl(image.src)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      {video && (
        <video
          ref={videoRef}
          src={mediaUrl(video.src)}
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
