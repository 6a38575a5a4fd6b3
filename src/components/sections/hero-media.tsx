import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import type { MediaImage, MediaVideo } from '@/content/types';
import { cn } from '@/lib/cn';
import { servedUrl } from '@/lib/media/served-media';
import { HERO_SIZES } from '@/lib/media/hero-sizes';
import { useReducedMotion } from '@/lib/media/reduced-motion';
import { HERO_VIDEO_LABELS, heroVideoAction, type HeroVideoAction } from '@/lib/media/hero-video-action';
import { Button } from '@/components/ui/button';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { Media } from '@/components/ui/media';
import { LoopingClip } from './looping-clip';

/** The visitor's play or pause, or 'auto' until they make one. */
export type HeroVideoChoice = 'auto' | HeroVideoAction;

/**
 * Playback state of a hero video. The poster <img> is the page's LCP
 * element; the video gets its source only after the poster has loaded. It
 * starts by itself only when allowed and motion is welcome; a visitor's
 * pause is final for the page (WCAG 2.2.2).
 */
export function useHeroVideo(hasVideo: boolean, autoPlay: boolean) {
  const [choice, setChoice] = useState<HeroVideoChoice>('auto');
  return useHeroPlayback(hasVideo, autoPlay, choice, setChoice);
}

/**
 * `useHeroVideo` with the visitor's choice kept by the caller: the islands build's backdrop and control are two
 * roots (the hero's copy between them is static), which share it (src/islands/hero-video.island.tsx).
 */
export function useHeroPlayback(
  hasVideo: boolean,
  autoPlay: boolean,
  choice: HeroVideoChoice,
  setChoice: (next: HeroVideoAction) => void,
) {
  const reduced = useReducedMotion();
  const imgRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [posterReady, setPosterReady] = useState(false);
  const shouldPlay = choice === 'play' || (choice === 'auto' && autoPlay && reduced === false);

  useEffect(() => {
    const img = imgRef.current;
    if (!hasVideo || !img) return;
    const ready = () => setPosterReady(true);
    if (img.complete) {
      ready();
      return;
    }
    img.addEventListener('load', ready, { once: true });
    img.addEventListener('error', ready, { once: true });
    return () => {
      img.removeEventListener('load', ready);
      img.removeEventListener('error', ready);
    };
  }, [hasVideo]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element || !posterReady) return;
    // A refused play() (autoplay blocked) leaves the clip hidden over its poster.
    if (shouldPlay) element.play().catch(() => undefined);
    else element.pause();
  }, [shouldPlay, posterReady]);

  // Refs and render state travel separately: render code reads state, only elements receive the refs.
  const state = {
    posterReady,
    shouldPlay,
    /** Whether the clip may start by itself (the islands' mark passes it on to the backdrop and the control). */
    autoPlay,
    /** The visitor's play or pause: what the control showed them, never a flip of what the app now thinks. */
    choose: setChoice,
  };
  return [imgRef, videoRef, state] as const;
}

export type HeroVideoState = ReturnType<typeof useHeroVideo>[2];

/** The backdrop's own box takes any div attribute (the hero marks it as a parallax layer). */
export type HeroBackdropProps = Omit<ComponentProps<'div'>, 'children'> & {
  image: MediaImage;
  /** Only its source is read: the poster is `image`. */
  video?: Pick<MediaVideo, 'src'>;
  posterRef: RefObject<HTMLImageElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  state: HeroVideoState;
  /** How wide the cover is drawn (`HERO_SIZES` by the hero variant). */
  sizes?: string;
  /** The picture is the page's largest paint: fetched at once and first (see Hero). */
  priority?: boolean;
};

/** Poster image, optional looping video and the scrim that keeps media-fg text legible in both themes. */
export function HeroBackdrop({
  image,
  video,
  posterRef,
  videoRef,
  state,
  sizes = HERO_SIZES.media,
  priority = true,
  className,
  ...rest
}: HeroBackdropProps) {
  return (
    <div className={cn('absolute inset-0 -z-10', className)} {...rest}>
      <Media
        ref={posterRef}
        src={image.src}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        priority={priority}
        className="size-full object-cover"
      />
      {video && (
        <LoopingClip
          ref={videoRef}
          src={state.posterReady ? servedUrl(video.src) : undefined}
          className="size-full object-cover transition-opacity duration-slow"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 bg-media-scrim" />
    </div>
  );
}

/**
 * The visible, keyboard-operable pause/play control for a hero video. The button carries the action it shows in
 * its value: the prerendered page cannot know the motion preference and shows Play, and the app may have started
 * the clip by itself before a press is handled, so a press takes the action the visitor saw, never a flip. A press
 * before the control's code is kept by the islands' capture and replayed on it once it has hydrated
 * (src/islands/hero-video.island.tsx).
 */
export function VideoPauseControl({ state }: { state: HeroVideoState }) {
  const action: HeroVideoAction = state.shouldPlay ? 'pause' : 'play';
  const { choose } = state;
  return (
    // Top right, under the header: the bottom-right corner belongs to the floating conversation control,
    // which covered the button there at every width.
    <div className="absolute top-24 right-gutter z-raised flex">
      <Button
        variant="media"
        size="icon"
        data-slot="hero-video-control"
        className="group/video"
        aria-label={HERO_VIDEO_LABELS[action]}
        value={action}
        onClick={(event) => choose(heroVideoAction(event.currentTarget.value) ?? 'play')}
      >
        <span className="contents group-[[value=pause]]/video:hidden">
          <PlayIcon size="sm" />
        </span>
        <span className="hidden group-[[value=pause]]/video:contents">
          <PauseIcon size="sm" />
        </span>
      </Button>
    </div>
  );
}
