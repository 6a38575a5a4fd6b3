// A card's looping clip as an island (src/components/sections/hover-media.tsx): the card's picture and the clip over
// it, which plays while the pointer is over the card or focus is inside it. The card around it (its links, its Hire
// button) is static HTML or other islands, so the island listens on the card's element for what the app's card
// gives `useHoverVideo` as React handlers. Before this code the picture is all there is, as under reduced motion.
import { useEffect } from 'react';
import type { MediaImage } from '@/content/types';
import { useHoverVideo } from '@/lib/media/use-hover-video';
import { useReducedMotion } from '@/lib/media/reduced-motion';
import { HoverMedia } from '@/components/sections/hover-media';
import { isImage, isString, optional, parsed, shape } from './props';

export interface CardClipIslandProps {
  image: MediaImage;
  video: { src: string };
  /** How wide the card draws the picture (HoverMedia's default when absent). */
  sizes?: string;
}

/** The card a clip plays for: the interactive card around it (the surface its link stretches over). */
export const CLIP_CARD = '[data-slot="card"], [data-variant="interactive"]';

const isProps = shape<CardClipIslandProps>({
  image: isImage,
  video: shape<{ src: string }>({ src: isString }),
  sizes: optional(isString),
});

export const parseProps = (raw: unknown) => parsed(raw, isProps, 'card clip', "a card's picture and its clip's source");

export default function CardClipIsland({ image, video, sizes }: CardClipIslandProps) {
  const { videoRef, handlers } = useHoverVideo();
  const reduced = useReducedMotion();
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = handlers;
  useEffect(() => {
    const card = videoRef.current?.closest<HTMLElement>(CLIP_CARD);
    if (!card) return;
    card.addEventListener('pointerenter', onPointerEnter);
    card.addEventListener('pointerleave', onPointerLeave);
    card.addEventListener('focusin', onFocus);
    card.addEventListener('focusout', onBlur);
    // A pointer or focus that came before this code starts the clip now, not at its next move; once the motion
    // preference is known (it is not in the hydrating render).
    if (reduced === false && card.matches(':hover')) onPointerEnter();
    if (reduced === false && card.contains(document.activeElement)) onFocus();
    return () => {
      card.removeEventListener('pointerenter', onPointerEnter);
      card.removeEventListener('pointerleave', onPointerLeave);
      card.removeEventListener('focusin', onFocus);
      card.removeEventListener('focusout', onBlur);
    };
  }, [videoRef, reduced, onPointerEnter, onPointerLeave, onFocus, onBlur]);
  return <HoverMedia image={image} video={video} videoRef={videoRef} sizes={sizes} />;
}
