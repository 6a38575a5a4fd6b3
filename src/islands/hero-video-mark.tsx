// The server's stand-in for src/components/sections/hero-media.tsx in the islands build
// (scripts/vite-island-marks.ts): a hero with a video writes its backdrop and its Play/Pause control as the two
// roots of the hero video's island, with the poster, the clip's source and whether it may start by itself as props;
// the hero's copy between them stays static. A backdrop without a clip is a picture, with nothing to hydrate. Both
// start when the page has loaded (`hydrate="load"`): the clip waits for its poster anyway, and its code (React with
// it) is then fetched after the page's first pictures, not beside them.
import { use } from 'react';
import {
  HeroBackdrop as Backdrop,
  VideoPauseControl as Control,
  type HeroBackdropProps,
  type HeroVideoState,
} from '@/components/sections/hero-media';
import { HERO_SIZES } from '@/lib/media/hero-sizes';
import HeroVideoIsland from './hero-video.island';
import { IslandMark } from './island-mark';
import { InsideIsland } from './island-root';
import type { IslandProps } from './registry';

export { useHeroVideo } from '@/components/sections/hero-media';
export type { HeroBackdropProps, HeroVideoState };

/** What the hero gives its backdrop: the look's attributes and the parallax layer it marks. */
type MarkedBackdropProps = HeroBackdropProps & { 'data-parallax-layer'?: string };

export function HeroBackdrop(props: HeroBackdropProps) {
  const {
    image,
    video,
    state,
    sizes = HERO_SIZES.media,
    priority = true,
    className,
    'data-parallax-layer': parallaxLayer,
    // The refs are the island's own, in the browser.
    posterRef: _posterRef,
    videoRef: _videoRef,
    ...others
  } = props as MarkedBackdropProps;
  if (!video || use(InsideIsland)) return <Backdrop {...props} />;
  // Any other attribute would be in the page's markup but not in the island's props, and hydration would drop it.
  const unknown = Object.keys(others);
  if (unknown.length > 0) throw new Error(`The hero video's backdrop passes no ${unknown.join(', ')} to its island`);
  const islandProps: IslandProps<'hero-video'> = {
    part: 'backdrop',
    image,
    video: { src: video.src },
    autoPlay: state.autoPlay,
    sizes,
    priority,
    className,
    'data-parallax-layer': parallaxLayer,
  };
  return (
    <IslandMark name="hero-video" props={islandProps} hydrate="load">
      <HeroVideoIsland {...islandProps} />
    </IslandMark>
  );
}

export function VideoPauseControl({ state }: { state: HeroVideoState }) {
  if (use(InsideIsland)) return <Control state={state} />;
  const islandProps: IslandProps<'hero-video'> = { part: 'control', autoPlay: state.autoPlay };
  return (
    <IslandMark name="hero-video" props={islandProps} hydrate="load">
      <HeroVideoIsland {...islandProps} />
    </IslandMark>
  );
}
