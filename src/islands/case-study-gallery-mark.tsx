// The server's stand-in for src/components/sections/case-study-gallery.tsx in the islands build
// (scripts/vite-island-marks.ts): the gallery written as its island, with of each picture only what the
// thumbnails and the lightbox show, whatever else the content carries.
import type { CaseStudyGalleryProps } from '@/components/sections/case-study-gallery';
import CaseStudyGalleryIsland from './case-study-gallery.island';
import { IslandMark } from './island-mark';
import type { IslandProps } from './registry';

export type { CaseStudyGalleryProps };

export function CaseStudyGallery({ images, ...section }: CaseStudyGalleryProps) {
  const props: IslandProps<'case-study-gallery'> = {
    ...section,
    images: images.map(({ src, alt, caption, width, height }) => ({ src, alt, caption, width, height })),
  };
  return (
    <IslandMark name="case-study-gallery" props={props} hydrate="visible">
      <CaseStudyGalleryIsland {...props} />
    </IslandMark>
  );
}
