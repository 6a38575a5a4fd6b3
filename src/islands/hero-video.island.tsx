// The hero's looping video as an island, in two roots: the backdrop (poster, clip and scrim, behind the hero's copy)
// and its Play/Pause control (after the copy, top right). The copy between them stays static HTML, so each is a root
// of its own (one module, one chunk), and the visitor's choice goes from the control to the clip through a module
// store, as the conversation's state does. Before this code the poster is the backdrop and a press on the control is
// kept by the islands' capture and replayed on it once it has hydrated.
import { useSyncExternalStore } from 'react';
import type { MediaImage } from '@/content/types';
import {
  HeroBackdrop,
  useHeroPlayback,
  VideoPauseControl,
  type HeroVideoChoice,
} from '@/components/sections/hero-media';
import { isImage, isString, optional, parsed, shape, type Check } from './props';

export interface HeroVideoBackdropProps {
  part: 'backdrop';
  /** The poster, drawn until the clip plays (and instead of it under reduced motion). */
  image: MediaImage;
  video: { src: string };
  /** Whether the clip may start by itself (never under reduced motion). */
  autoPlay: boolean;
  sizes: string;
  priority: boolean;
  className?: string;
  'data-parallax-layer'?: string;
}

export interface HeroVideoControlProps {
  part: 'control';
  autoPlay: boolean;
}

export type HeroVideoIslandProps = HeroVideoBackdropProps | HeroVideoControlProps;

let choice: HeroVideoChoice = 'auto';
const listeners = new Set<() => void>();

/** The visitor's play or pause, shared by the page's two hero video roots (a page has one hero). */
export const heroVideoChoice = {
  get: () => choice,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  choose(next: HeroVideoChoice) {
    choice = next;
    for (const listener of listeners) listener();
  },
};

/** The server renders the choice no visitor has made yet, so hydration meets its markup. */
const serverChoice = (): HeroVideoChoice => 'auto';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isBackdrop = shape<HeroVideoBackdropProps>({
  part: (value): value is 'backdrop' => value === 'backdrop',
  image: isImage,
  video: shape<{ src: string }>({ src: isString }),
  autoPlay: isBoolean,
  sizes: isString,
  priority: isBoolean,
  className: optional(isString),
  'data-parallax-layer': optional(isString),
});
const isControl = shape<HeroVideoControlProps>({
  part: (value): value is 'control' => value === 'control',
  autoPlay: isBoolean,
});
const isProps: Check<HeroVideoIslandProps> = (value): value is HeroVideoIslandProps =>
  isBackdrop(value) || isControl(value);

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'hero video', "a backdrop's poster and clip, or its control");

export default function HeroVideoIsland(props: HeroVideoIslandProps) {
  const current = useSyncExternalStore(heroVideoChoice.subscribe, heroVideoChoice.get, serverChoice);
  const [posterRef, videoRef, state] = useHeroPlayback(
    props.part === 'backdrop',
    props.autoPlay,
    current,
    heroVideoChoice.choose,
  );
  if (props.part === 'control') return <VideoPauseControl state={state} />;
  return (
    <HeroBackdrop
      image={props.image}
      video={props.video}
      sizes={props.sizes}
      priority={props.priority}
      className={props.className}
      data-parallax-layer={props['data-parallax-layer']}
      posterRef={posterRef}
      videoRef={videoRef}
      state={state}
    />
  );
}
