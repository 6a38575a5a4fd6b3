// The server's stand-in for src/components/sections/hover-media.tsx in the islands build
// (scripts/vite-island-marks.ts): a card's picture with a clip is written as the card clip's island, with the
// picture and the clip's source as props. A picture without a clip has nothing to run; inside another island (a
// worker card in the carousel) the clip is that island's, which plays it with the card's own handlers.
import { use } from 'react';
import { HoverMedia as Plain, type HoverMediaProps } from '@/components/sections/hover-media';
import CardClipIsland from './card-clip.island';
import { IslandMark } from './island-mark';
import { InsideIsland } from './island-root';
import type { IslandProps } from './registry';

export type { HoverMediaProps };

export function HoverMedia(props: HoverMediaProps) {
  const { image, video, sizes } = props;
  if (!video || use(InsideIsland)) return <Plain {...props} />;
  const islandProps: IslandProps<'card-clip'> = { image, video: { src: video.src }, sizes };
  return (
    <IslandMark name="card-clip" props={islandProps} hydrate="visible">
      <CardClipIsland {...islandProps} />
    </IslandMark>
  );
}
