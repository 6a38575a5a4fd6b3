import type { RefObject } from 'react';
import type { MediaImage, MediaVideo } from '@/content/types';
import { servedUrl } from '@/lib/media/served-media';
import { CARD_SIZES } from '@/lib/media/sizes';
import { Media } from '@/components/ui/media';
import { LoopingClip } from './looping-clip';

export type HoverMediaProps = {
  image: MediaImage;
  /** Only its source is read: the picture is `image`. */
  video?: Pick<MediaVideo, 'src'>;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** How wide the card draws the picture; a card in a one-to-three-column grid by default. */
  sizes?: string;
};

/** A card picture with a clip layered over it (see LoopingClip), played by the card on hover and focus. */
export function HoverMedia({ image, video, videoRef, sizes = CARD_SIZES }: HoverMediaProps) {
  return (
    <>
      <Media src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} />
      {video && <LoopingClip ref={videoRef} src={servedUrl(video.src)} />}
    </>
  );
}
